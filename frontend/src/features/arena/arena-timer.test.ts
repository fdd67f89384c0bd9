import { arenaAnnouncement } from './arena-announce';
import { checkSeq, seqOf } from './arena-seq';
import { remainingMs, remainingPercent, secondsLeft } from './arena-timer';

describe('arena timer math', () => {
  it('counts down to the deadline and never below zero', () => {
    expect(remainingMs(10_000, 7_500)).toBe(2_500);
    expect(remainingMs(10_000, 12_000)).toBe(0);
    expect(remainingMs(null, 1)).toBe(0);
  });

  it('freezes on the time left when paused', () => {
    expect(remainingMs(10_000, 9_999, 4_000)).toBe(4_000);
  });

  it('turns time left into a percentage and whole seconds', () => {
    expect(remainingPercent(2_500, 10_000)).toBe(25);
    expect(remainingPercent(20_000, 10_000)).toBe(100);
    expect(remainingPercent(1, 0)).toBe(0);
    expect(secondsLeft(2_100)).toBe(3);
    expect(secondsLeft(3_000)).toBe(3);
    expect(secondsLeft(0)).toBe(0);
  });
});

describe('seq checks', () => {
  it('applies the next, drops old ones and spots gaps', () => {
    expect(checkSeq(4, 5)).toBe('apply');
    expect(checkSeq(4, 4)).toBe('stale');
    expect(checkSeq(4, 2)).toBe('stale');
    expect(checkSeq(4, 7)).toBe('gap');
  });

  it('reads seq only when it is an integer', () => {
    expect(seqOf({ seq: 3 })).toBe(3);
    expect(seqOf({ seq: '3' })).toBeNull();
    expect(seqOf({})).toBeNull();
  });
});

describe('arenaAnnouncement', () => {
  it('announces kicks and lost connections before anything else', () => {
    expect(arenaAnnouncement(null, { kicked: true, connected: false, now: 0 })).toMatch(/removed/);
    expect(arenaAnnouncement(null, { kicked: false, connected: false, now: 0 })).toMatch(/Reconnecting/);
    expect(arenaAnnouncement(null, { kicked: false, connected: true, now: 0 })).toBe('');
  });
});
