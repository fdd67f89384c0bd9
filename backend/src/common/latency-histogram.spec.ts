import { bucketBoundMs, bucketOf, LATENCY_BUCKETS, LatencyHistogram } from './latency-histogram';

describe('latency histogram', () => {
  it.each([0, 0.1, 0.5, 0.51, 1, 7.3, 120, 4000, 17_000])(
    'puts %p ms in a bucket whose bound is at most 25%% above',
    (ms) => {
      const bound = bucketBoundMs(bucketOf(ms));
      expect(bound).toBeGreaterThanOrEqual(ms);
      if (ms > 0.5) expect(bound).toBeLessThanOrEqual(ms * 1.25 + 1e-9);
    },
  );

  it('keeps everything slower than its last bound in the last bucket', () => {
    expect(bucketOf(600_000)).toBe(LATENCY_BUCKETS - 1);
    expect(bucketOf(Number.NaN)).toBe(0);
  });

  it('reads the 95th percentile from the slow tail', () => {
    const histogram = new LatencyHistogram();
    for (let i = 0; i < 94; i += 1) histogram.record(2);
    for (let i = 0; i < 6; i += 1) histogram.record(300);
    expect(histogram.percentile(95)).toBe(bucketBoundMs(bucketOf(300)));
    expect(histogram.percentile(50)).toBe(bucketBoundMs(bucketOf(2)));
    expect(new LatencyHistogram().percentile(95)).toBeNull();
  });

  it('merges encoded counts from other nodes, skipping what is out of shape', () => {
    const here = new LatencyHistogram();
    here.record(1);
    const there = new LatencyHistogram();
    for (let i = 0; i < 99; i += 1) there.record(900);
    const merged = new LatencyHistogram();
    merged.add(here);
    merged.add(there.encode());
    merged.add([999, 5, -1, 3, 2.5, 1, 4, -7]);
    expect(merged.total).toBe(100);
    expect(merged.percentile(95)).toBe(bucketBoundMs(bucketOf(900)));
    // A room's acks fill few buckets: it travels as a few numbers.
    expect(there.encode()).toHaveLength(2);
  });
});
