import { TokenBucket } from './socket-rate-limit';

describe('TokenBucket', () => {
  it('allows a burst, refuses the next, and refills over time', () => {
    const bucket = new TokenBucket(10, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.take(50)).toBe(false);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(10_000)).toBe(true);
  });
});
