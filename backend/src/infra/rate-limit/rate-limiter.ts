/**
 * The one rate-limit seam. A policy names a budget (points per window); a key is whom it counts (an IP, an
 * e-mail and source, a socket). Shared policies count across every node (Redis when configured); local ones
 * count on this node only, for things that live on one node (a socket's own events).
 */
export interface RateLimitPolicy {
  /** Stable and unique: it names the counters and appears in the RateLimit-Policy header. */
  name: string;
  points: number;
  windowSeconds: number;
  scope: 'shared' | 'local';
}

export interface RateLimitVerdict {
  allowed: boolean;
  policy: RateLimitPolicy;
  /** Points left in this window (0 when refused). */
  remaining: number;
  /** Until the window resets, or the block lifts when refused. */
  resetMs: number;
  /** How long to wait before trying again; 0 when allowed. */
  retryAfterMs: number;
}

/** One budget of several an action spends from, with whom it counts. */
export interface RateLimitStep {
  policy: RateLimitPolicy;
  key: string;
}

export interface RateLimiter {
  /** Spends points (1 by default) and says whether the action may go ahead. */
  consume(policy: RateLimitPolicy, key: string, points?: number): Promise<RateLimitVerdict>;
  /**
   * Spends a point from each budget in turn until one refuses; those after it are only read, so an action the first
   * refuses costs nothing of the next (a key's minute, then its account's day). One verdict per step, in order; one
   * store round trip when every policy counts in Redis.
   */
  consumeInOrder(steps: readonly RateLimitStep[]): Promise<RateLimitVerdict[]>;
  /** The current state without spending anything. */
  peek(policy: RateLimitPolicy, key: string): Promise<RateLimitVerdict>;
  /** Refuses the key for `ms` whatever its count (growing back-off after failures). */
  block(policy: RateLimitPolicy, key: string, ms: number): Promise<void>;
  /** Forgets the key (a successful login clears its failures). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');
