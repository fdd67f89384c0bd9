import { randomUUID } from 'node:crypto';
import { FlexibleRateLimiter } from '../src/infra/rate-limit/flexible-rate-limiter';
import type { RateLimitPolicy, RateLimitStep } from '../src/infra/rate-limit/rate-limiter';
import { createRedisClient } from '../src/infra/redis/redis.provider';

// The developer API's minute-then-day spend (RateLimiter.consumeInOrder): in one Redis script when Redis is there,
// one by one in memory otherwise, with the same outcome both ways, on the counters the single consumes use.
const minute: RateLimitPolicy = { name: 'chain-minute', points: 2, windowSeconds: 60, scope: 'shared' };
const day: RateLimitPolicy = { name: 'chain-day', points: 3, windowSeconds: 86_400, scope: 'shared' };
const steps = (key: string, account: string): RateLimitStep[] => [
  { policy: minute, key },
  { policy: day, key: account },
];
const summary = (verdicts: { allowed: boolean; remaining: number }[]) => verdicts.map((v) => [v.allowed, v.remaining]);

const redisUrl = process.env.TEST_REDIS_URL;
interface Store {
  limiter: FlexibleRateLimiter;
  /** Whether the chain went to Redis as its one script (ioredis defines it on the client on first use). */
  ranScript: () => boolean;
  close: () => void;
}
const stores: [string, () => Promise<Store>][] = [
  [
    'in memory',
    async () => ({ limiter: new FlexibleRateLimiter(null), ranScript: () => false, close: () => undefined }),
  ],
];
if (redisUrl) {
  stores.push([
    'in Redis',
    async () => {
      // The limiter's connection as the app makes it: auto-pipelined.
      const redis = createRedisClient(redisUrl, `chain-test-${randomUUID()}:`, { autoPipelining: true })!;
      // Until the client is ready the limiters answer from their in-memory insurance, and so does the chain.
      await new Promise((resolve) => redis.once('ready', resolve));
      return {
        limiter: new FlexibleRateLimiter(redis),
        ranScript: () => 'rlChain' in redis,
        close: () => redis.disconnect(),
      };
    },
  ]);
}

describe.each(stores)('RateLimiter.consumeInOrder %s', (name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('spends the minute then the day; once the minute refuses, the day is only read and keeps its points', async () => {
    const { limiter } = store;
    const calls = [];
    for (let i = 0; i < 3; i += 1) calls.push(summary(await limiter.consumeInOrder(steps('key-a', 'acct-1'))));
    expect(calls).toEqual([
      [
        [true, 1],
        [true, 2],
      ],
      [
        [true, 0],
        [true, 1],
      ],
      [
        [false, 0],
        [true, 1],
      ],
    ]);
    // The same counters a single consume or peek reads.
    expect((await limiter.peek(day, 'acct-1')).remaining).toBe(1);
    expect((await limiter.peek(minute, 'key-a')).allowed).toBe(false);
    expect(store.ranScript()).toBe(name === 'in Redis');
  });

  it('refuses on the day when the account has spent it, from any of its keys, with the time to wait', async () => {
    const { limiter } = store;
    await limiter.consume(day, 'acct-2', 3);
    const [byMinute, byDay] = await limiter.consumeInOrder(steps('key-b', 'acct-2'));
    expect(byMinute).toMatchObject({ allowed: true, remaining: 1 });
    expect(byDay).toMatchObject({ allowed: false, remaining: 0 });
    expect(byDay!.retryAfterMs).toBeGreaterThan(86_000_000);
  });

  it('reads a day that has no counter yet as whole', async () => {
    const { limiter } = store;
    await limiter.consume(minute, 'key-c', 2);
    const [byMinute, byDay] = await limiter.consumeInOrder(steps('key-c', 'acct-3'));
    expect(byMinute!.allowed).toBe(false);
    expect(byDay).toMatchObject({ allowed: true, remaining: 3, resetMs: 0 });
  });

  it('judges calls sent together (one write when pipelined) as it would one after another', async () => {
    const { limiter } = store;
    const together = await Promise.all(
      ['key-d', 'key-d', 'key-e', 'key-d'].map((key) => limiter.consumeInOrder(steps(key, `acct-${key}`))),
    );
    expect(together.map(([byMinute]) => byMinute!.allowed)).toEqual([true, true, true, false]);
    expect((await limiter.peek(day, 'acct-key-d')).remaining).toBe(1);
  });
});
