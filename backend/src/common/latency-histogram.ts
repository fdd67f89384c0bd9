/**
 * A latency histogram small enough to keep one per live room and merge across nodes: 48 buckets whose upper
 * bounds grow by a quarter each, from 0.5 ms to about 18 s (the last takes everything slower). A percentile is
 * read as its bucket's upper bound, so it is never understated and at most 25% high: plenty for a monitor.
 */
export const LATENCY_BUCKETS = 48;
const FIRST_BOUND_MS = 0.5;
const GROWTH = 1.25;
const LOG_GROWTH = Math.log(GROWTH);

/** The upper bound of bucket `index`, in ms. */
export const bucketBoundMs = (index: number): number => FIRST_BOUND_MS * GROWTH ** index;

export function bucketOf(ms: number): number {
  if (!(ms > FIRST_BOUND_MS)) return 0;
  return Math.min(LATENCY_BUCKETS - 1, Math.ceil(Math.log(ms / FIRST_BOUND_MS) / LOG_GROWTH - 1e-9));
}

/**
 * Counts as they travel between nodes: only the buckets in use, as pairs `[bucket, count, bucket, count, …]`
 * (a room's acks fill a handful of buckets, so a room costs a few numbers, not 48).
 */
export type EncodedHistogram = number[];

export class LatencyHistogram {
  readonly counts = new Uint32Array(LATENCY_BUCKETS);
  total = 0;

  record(ms: number): void {
    this.counts[bucketOf(ms)]! += 1;
    this.total += 1;
  }

  /** Adds another histogram's counts (this node's older window, or another node's encoded counts). */
  add(other: LatencyHistogram | EncodedHistogram): void {
    if (other instanceof LatencyHistogram) {
      for (let i = 0; i < LATENCY_BUCKETS; i += 1) this.counts[i]! += other.counts[i]!;
      this.total += other.total;
      return;
    }
    for (let i = 0; i + 1 < other.length; i += 2) {
      const bucket = other[i]!;
      const count = other[i + 1]!;
      // Another node's numbers: anything out of shape is skipped rather than trusted.
      if (!Number.isInteger(bucket) || bucket < 0 || bucket >= LATENCY_BUCKETS || !(count > 0)) continue;
      this.counts[bucket]! += count;
      this.total += count;
    }
  }

  encode(): EncodedHistogram {
    const pairs: number[] = [];
    for (let i = 0; i < LATENCY_BUCKETS; i += 1) if (this.counts[i]! > 0) pairs.push(i, this.counts[i]!);
    return pairs;
  }

  /** The `p`th percentile (0-100) as its bucket's upper bound in ms, or null with nothing recorded. */
  percentile(p: number): number | null {
    if (this.total === 0) return null;
    const rank = Math.max(1, Math.ceil((p / 100) * this.total));
    let seen = 0;
    for (let i = 0; i < LATENCY_BUCKETS; i += 1) {
      seen += this.counts[i]!;
      if (seen >= rank) return bucketBoundMs(i);
    }
    return bucketBoundMs(LATENCY_BUCKETS - 1);
  }
}
