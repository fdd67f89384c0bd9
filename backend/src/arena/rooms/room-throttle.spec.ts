import { ROSTER_EVERY_MS, RoomThrottle } from './room-throttle';

describe('RoomThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first change at once and coalesces the rest into one send per interval', () => {
    const sent: string[] = [];
    const throttle = new RoomThrottle(ROSTER_EVERY_MS, (roomId) => sent.push(roomId));
    throttle.changed('a');
    expect(sent).toEqual(['a']);
    for (let i = 0; i < 500; i += 1) throttle.changed('a');
    expect(sent).toEqual(['a']);
    jest.advanceTimersByTime(ROSTER_EVERY_MS);
    expect(sent).toEqual(['a', 'a']);
    jest.advanceTimersByTime(10 * ROSTER_EVERY_MS);
    expect(sent).toEqual(['a', 'a']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps rooms apart, and sends again at once after a quiet interval', () => {
    const sent: string[] = [];
    const throttle = new RoomThrottle(ROSTER_EVERY_MS, (roomId) => sent.push(roomId));
    throttle.changed('a');
    throttle.changed('b');
    throttle.changed('a');
    expect(sent).toEqual(['a', 'b']);
    jest.advanceTimersByTime(ROSTER_EVERY_MS);
    expect(sent).toEqual(['a', 'b', 'a']);
    jest.advanceTimersByTime(ROSTER_EVERY_MS);
    throttle.changed('b');
    expect(sent).toEqual(['a', 'b', 'a', 'b']);
  });

  it('sends nothing after close', () => {
    const sent: string[] = [];
    const throttle = new RoomThrottle(ROSTER_EVERY_MS, (roomId) => sent.push(roomId));
    throttle.changed('a');
    throttle.changed('a');
    throttle.close();
    jest.advanceTimersByTime(5 * ROSTER_EVERY_MS);
    expect(sent).toEqual(['a']);
  });
});
