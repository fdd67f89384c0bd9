import type Redis from 'ioredis';
import type { LiveCounters } from './live-counters';

const TWO_DAYS_S = 2 * 24 * 60 * 60;

/** The same counters as Redis sets and sorted sets; day sets expire after two days. */
export class RedisLiveCounters implements LiveCounters {
  constructor(private readonly redis: Redis) {}

  async addPlayer(key: string, player: string): Promise<boolean> {
    const results = await this.redis.multi().sadd(`live:${key}`, player).expire(`live:${key}`, TWO_DAYS_S).exec();
    return results?.[0]?.[1] === 1;
  }

  async addPlayers(key: string, players: string[]): Promise<void> {
    const pipeline = this.redis.multi();
    // An empty marker makes "hydrated" visible even for a day nobody has played yet.
    pipeline.sadd(`live:${key}`, '', ...players).expire(`live:${key}`, TWO_DAYS_S);
    await pipeline.exec();
  }

  /** Hydrated sets carry an empty marker: a set rebuilt by new players alone after a Redis restart lacks it. */
  async has(key: string): Promise<boolean> {
    return (await this.redis.sismember(`live:${key}`, '')) === 1;
  }

  async count(key: string): Promise<number> {
    const members = await this.redis.scard(`live:${key}`);
    const marker = await this.redis.sismember(`live:${key}`, '');
    return members - marker;
  }

  async touch(key: string, player: string, nowMs: number): Promise<void> {
    await this.redis.multi().zadd(`live:${key}`, nowMs, player).expire(`live:${key}`, TWO_DAYS_S).exec();
  }

  async untouch(key: string, player: string): Promise<void> {
    await this.redis.zrem(`live:${key}`, player);
  }

  async summary(
    setKeys: string[],
    activeKeys: string[],
    sinceMs: number,
  ): Promise<{ counts: number[]; active: number[] }> {
    const pipeline = this.redis.pipeline();
    for (const key of setKeys) pipeline.scard(`live:${key}`).sismember(`live:${key}`, '');
    for (const key of activeKeys) pipeline.zremrangebyscore(`live:${key}`, '-inf', `(${sinceMs}`).zcard(`live:${key}`);
    const results = ((await pipeline.exec()) ?? []).map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    const counts = setKeys.map((_, i) => results[2 * i]! - results[2 * i + 1]!);
    const offset = setKeys.length * 2;
    const active = activeKeys.map((_, i) => results[offset + 2 * i + 1]!);
    return { counts, active };
  }

  async activeSince(key: string, sinceMs: number): Promise<number> {
    await this.redis.zremrangebyscore(`live:${key}`, '-inf', `(${sinceMs}`);
    return this.redis.zcard(`live:${key}`);
  }
}
