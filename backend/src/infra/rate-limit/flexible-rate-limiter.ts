import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitPolicy, RateLimitVerdict } from './rate-limiter';

/**
 * The rate-limit port on rate-limiter-flexible: shared policies count in Redis when it is configured (with an
 * in-memory insurance limiter, so a Redis restart degrades to per-node limits instead of refusing everyone or
 * letting everything through), and in memory otherwise.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | null) {}

  async consume(policy: RateLimitPolicy, key: string, points = 1): Promise<RateLimitVerdict> {
    try {
      return this.verdict(policy, await this.limiter(policy).consume(key, points), true);
    } catch (error) {
      if (error instanceof RateLimiterRes) return this.verdict(policy, error, false);
      throw error;
    }
  }

  async peek(policy: RateLimitPolicy, key: string): Promise<RateLimitVerdict> {
    const state = await this.limiter(policy).get(key);
    if (!state) return { allowed: true, policy, remaining: policy.points, resetMs: 0, retryAfterMs: 0 };
    // A blocked key holds more points than the policy has (rate-limiter-flexible's block sets points + 1).
    return this.verdict(policy, state, state.consumedPoints < policy.points);
  }

  async block(policy: RateLimitPolicy, key: string, ms: number): Promise<void> {
    await this.limiter(policy).block(key, Math.max(1, Math.ceil(ms / 1000)));
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.limiter(policy).delete(key);
  }

  private verdict(policy: RateLimitPolicy, state: RateLimiterRes, allowed: boolean): RateLimitVerdict {
    const resetMs = Math.max(0, state.msBeforeNext);
    return {
      allowed,
      policy,
      remaining: allowed ? Math.max(0, state.remainingPoints) : 0,
      resetMs,
      retryAfterMs: allowed ? 0 : Math.max(1000, resetMs),
    };
  }

  private limiter(policy: RateLimitPolicy): RateLimiterAbstract {
    const existing = this.limiters.get(policy.name);
    if (existing) return existing;
    const options = { points: policy.points, duration: policy.windowSeconds, keyPrefix: `rl:${policy.name}` };
    const memory = new RateLimiterMemory(options);
    const limiter =
      policy.scope === 'shared' && this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    if (limiter !== memory) this.logger.debug(`Policy ${policy.name} counts in Redis`);
    this.limiters.set(policy.name, limiter);
    return limiter;
  }
}
