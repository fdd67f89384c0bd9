import { FIRST_TODAY, liveCountText } from './live-count-format';

describe('liveCountText', () => {
  it('says the players today are those who started, not a count to compare with ranks', () => {
    expect(liveCountText({ playersToday: 8, playingNow: 2 })).toEqual({
      startedToday: '8 started today',
      playingNow: '2 playing now',
    });
    expect(liveCountText({ playersToday: 12_345, playingNow: 0 }).startedToday).toBe('12,345 started today');
    expect(liveCountText({ playersToday: 0, playingNow: 0 })).toEqual({ startedToday: FIRST_TODAY, playingNow: null });
  });
});
