import { FlexibleRateLimiter } from './flexible-rate-limiter';
import { multiPolicyRateLimitHeaders, rateLimitHeaders } from './rate-limit-headers';
import type { RateLimitPolicy } from './rate-limiter';

const policy: RateLimitPolicy = { name: 'test', points: 3, windowSeconds: 60, scope: 'shared' };

describe('FlexibleRateLimiter in process', () => {
  it('allows the policy points, then refuses with a retry time', async () => {
    const limiter = new FlexibleRateLimiter(null);
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.consume(policy, 'ip-1'));
    expect(verdicts.map((v) => [v.allowed, v.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(verdicts[3]!.retryAfterMs).toBeGreaterThan(0);
    expect((await limiter.consume(policy, 'ip-2')).allowed).toBe(true);
  });

  it('peeks without spending, blocks a key for a while, and forgets it on reset', async () => {
    const limiter = new FlexibleRateLimiter(null);
    expect((await limiter.peek(policy, 'k')).allowed).toBe(true);
    await limiter.consume(policy, 'k');
    expect((await limiter.peek(policy, 'k')).remaining).toBe(2);
    await limiter.block(policy, 'k', 30_000);
    const blocked = await limiter.peek(policy, 'k');
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterMs).toBeGreaterThan(25_000);
    await limiter.reset(policy, 'k');
    expect((await limiter.peek(policy, 'k')).allowed).toBe(true);
  });
});

describe('rateLimitHeaders', () => {
  it('states the policy and what is left, and Retry-After only on a refusal', () => {
    expect(rateLimitHeaders({ allowed: true, policy, remaining: 2, resetMs: 41_200, retryAfterMs: 0 })).toEqual({
      'RateLimit-Policy': '"test";q=3;w=60',
      RateLimit: '"test";r=2;t=42',
    });
    expect(rateLimitHeaders({ allowed: false, policy, remaining: 0, resetMs: 9_001, retryAfterMs: 9_001 })).toEqual({
      'RateLimit-Policy': '"test";q=3;w=60',
      RateLimit: '"test";r=0;t=10',
      'Retry-After': '10',
    });
  });
});

describe('multiPolicyRateLimitHeaders', () => {
  const minute: RateLimitPolicy = { name: 'm', points: 30, windowSeconds: 60, scope: 'shared' };
  const day: RateLimitPolicy = { name: 'd', points: 1000, windowSeconds: 86400, scope: 'shared' };
  const NOW = 1_800_000_000_000;

  it('lists every policy and puts the nearest to refusing in X-RateLimit-*', () => {
    const headers = multiPolicyRateLimitHeaders(
      [
        { allowed: true, policy: minute, remaining: 20, resetMs: 10_500, retryAfterMs: 0 },
        { allowed: true, policy: day, remaining: 4, resetMs: 3_600_000, retryAfterMs: 0 },
      ],
      NOW,
    );
    expect(headers).toEqual({
      'RateLimit-Policy': '"m";q=30;w=60, "d";q=1000;w=86400',
      RateLimit: '"m";r=20;t=11, "d";r=4;t=3600',
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '4',
      'X-RateLimit-Reset': String(NOW / 1000 + 3600),
    });
  });

  it('names the refusing policy and waits for it in Retry-After', () => {
    const headers = multiPolicyRateLimitHeaders(
      [
        { allowed: false, policy: minute, remaining: 0, resetMs: 7_200, retryAfterMs: 7_200 },
        { allowed: true, policy: day, remaining: 0, resetMs: 3_600_000, retryAfterMs: 0 },
      ],
      NOW,
    );
    expect(headers).toMatchObject({ 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '0', 'Retry-After': '8' });
  });
});
