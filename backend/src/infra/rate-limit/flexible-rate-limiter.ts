import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ConsumeBatcher, type StoreCount, withinBudget } from './consume-batcher';
import type { RateLimiter, RateLimitPolicy, RateLimitStep, RateLimitVerdict } from './rate-limiter';
import { spendChain } from './redis-chain';

/**
 * The rate-limit port on rate-limiter-flexible: shared policies count in Redis when it is configured (with an
 * in-memory insurance limiter, so a Redis restart degrades to per-node limits instead of refusing everyone or
 * letting everything through), and in memory otherwise. Consumes of one key that arrive while its previous one is
 * on its way to Redis go together in the next call (ConsumeBatcher), each judged as if it had gone alone.
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly logger = new Logger('RateLimiter');
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly batchers = new Map<string, ConsumeBatcher>();

  constructor(private readonly redis: Redis | null) {}

  async consume(policy: RateLimitPolicy, key: string, points = 1): Promise<RateLimitVerdict> {
    const batcher = this.batcher(policy);
    if (batcher) {
      const count = await batcher.consume(key, points);
      return this.verdict(policy, count.consumed, count.msBeforeNext, count.allowed);
    }
    const count = await spend(this.limiter(policy), policy, key, points);
    const allowed = withinBudget(count, count.consumed, policy.points);
    return this.verdict(policy, count.consumed, count.msBeforeNext, allowed);
  }

  async consumeInOrder(steps: readonly RateLimitStep[]): Promise<RateLimitVerdict[]> {
    const redis = this.redis;
    if (redis?.status === 'ready' && steps.every((step) => step.policy.scope === 'shared')) {
      try {
        const counts = await spendChain(
          redis,
          steps.map(({ policy, key }) => ({
            redisKey: this.limiter(policy).getKey(key),
            points: policy.points,
            windowSeconds: policy.windowSeconds,
          })),
        );
        return counts.map((count, i) => {
          const { policy } = steps[i]!;
          // A read counter is judged as peek judges it: whether one more point would still fit.
          const allowed = count.spent ? count.consumed <= policy.points : roomForOneMore(count.consumed, policy);
          return this.verdict(policy, count.consumed, count.msBeforeNext, allowed);
        });
      } catch (error) {
        // One by one below, through the limiters and their in-memory insurance.
        this.logger.warn(`Chained consume failed in Redis: ${(error as Error).message}`);
      }
    }
    const verdicts: RateLimitVerdict[] = [];
    for (const { policy, key } of steps) {
      const spending = verdicts.every((verdict) => verdict.allowed);
      verdicts.push(spending ? await this.consume(policy, key) : await this.peek(policy, key));
    }
    return verdicts;
  }

  async peek(policy: RateLimitPolicy, key: string): Promise<RateLimitVerdict> {
    const state = await this.limiter(policy).get(key);
    if (!state) return { allowed: true, policy, remaining: policy.points, resetMs: 0, retryAfterMs: 0 };
    // A blocked key holds more points than the policy has (rate-limiter-flexible's block sets points + 1).
    return this.verdict(policy, state.consumedPoints, state.msBeforeNext, roomForOneMore(state.consumedPoints, policy));
  }

  async block(policy: RateLimitPolicy, key: string, ms: number): Promise<void> {
    await this.limiter(policy).block(key, Math.max(1, Math.ceil(ms / 1000)));
  }

  async reset(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.limiter(policy).delete(key);
  }

  private verdict(policy: RateLimitPolicy, consumed: number, msBeforeNext: number, allowed: boolean): RateLimitVerdict {
    const resetMs = Math.max(0, msBeforeNext);
    return {
      allowed,
      policy,
      remaining: allowed ? Math.max(0, policy.points - consumed) : 0,
      resetMs,
      retryAfterMs: allowed ? 0 : Math.max(1000, resetMs),
    };
  }

  /** Batching pays only where a consume is a network round trip: shared policies counted in Redis. */
  private batcher(policy: RateLimitPolicy): ConsumeBatcher | null {
    if (policy.scope !== 'shared' || !this.redis) return null;
    const existing = this.batchers.get(policy.name);
    if (existing) return existing;
    const limiter = this.limiter(policy);
    const batcher = new ConsumeBatcher(policy.points, (key, points) => spend(limiter, policy, key, points));
    this.batchers.set(policy.name, batcher);
    return batcher;
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

/** How a read (not spent) count is judged: whether one more point would still fit the budget. */
const roomForOneMore = (consumed: number, policy: RateLimitPolicy): boolean => consumed < policy.points;

/** One consume in the store, refused or not, as the count it leaves. */
async function spend(
  limiter: RateLimiterAbstract,
  policy: RateLimitPolicy,
  key: string,
  points: number,
): Promise<StoreCount> {
  try {
    const state = await limiter.consume(key, points);
    return { consumed: state.consumedPoints, msBeforeNext: state.msBeforeNext, refusedOutright: false };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    // Over the budget, the store counted the points; at or under it, it refused without counting (a block).
    const refusedOutright = error.consumedPoints <= policy.points;
    return { consumed: error.consumedPoints, msBeforeNext: error.msBeforeNext, refusedOutright };
  }
}
