import { API_TIERS } from '@trivia/contracts';
import type { AppConfig } from '../../infra/config/config';
import type {
  RateLimiter,
  RateLimitPolicy,
  RateLimitStep,
  RateLimitVerdict,
} from '../../infra/rate-limit/rate-limiter';
import { ApiLimitsService } from './api-limits.service';

const NOON = Date.UTC(2026, 10, 27, 12, 0, 0);
const TO_MIDNIGHT_MS = 12 * 3600 * 1000;
const caller = { keyId: 'key-1', userId: 'user-1', tier: API_TIERS['api-free'] };

const verdict = (policy: RateLimitPolicy, allowed: boolean, remaining: number, resetMs = 30_000): RateLimitVerdict => ({
  allowed,
  policy,
  remaining,
  resetMs,
  retryAfterMs: allowed ? 0 : resetMs,
});

/** A limiter whose answers the test scripts per policy, recording what was asked of it. */
function scriptedLimiter(minuteAllowed: boolean, dayAllowed: boolean) {
  const calls: string[] = [];
  const consume = (policy: RateLimitPolicy, key: string) => {
    calls.push(`consume ${policy.name} ${key}`);
    const isMinute = policy.name.endsWith('-minute');
    const allowed = isMinute ? minuteAllowed : dayAllowed;
    return verdict(policy, allowed, allowed ? (isMinute ? 12 : 500) : 0);
  };
  const peek = (policy: RateLimitPolicy, key: string) => {
    calls.push(`peek ${policy.name} ${key}`);
    return verdict(policy, true, 700);
  };
  const limiter: RateLimiter = {
    consume: jest.fn(async (policy: RateLimitPolicy, key: string) => consume(policy, key)),
    // As the port promises: spends in turn until a refusal, then only reads.
    consumeInOrder: jest.fn(async (steps: readonly RateLimitStep[]) => {
      const verdicts: RateLimitVerdict[] = [];
      for (const { policy, key } of steps)
        verdicts.push(verdicts.every((v) => v.allowed) ? consume(policy, key) : peek(policy, key));
      return verdicts;
    }),
    peek: jest.fn(async (policy: RateLimitPolicy, key: string) => peek(policy, key)),
    block: jest.fn(),
    reset: jest.fn(),
  };
  const service = new ApiLimitsService(limiter, { publicUrl: 'https://quiz.example.com' } as AppConfig);
  return { service, calls };
}

describe('ApiLimitsService', () => {
  it('consumes the key’s minute, then the account’s day (keyed by the UTC date), and states both', async () => {
    const { service, calls } = scriptedLimiter(true, true);
    const outcome = await service.consume(caller, NOON);
    expect(calls).toEqual(['consume api-free-minute key-1', 'consume api-free-day user-1:2026-11-27']);
    expect(outcome).toEqual({
      allowed: true,
      headers: {
        'RateLimit-Policy': '"api-free-minute";q=30;w=60, "api-free-day";q=1000;w=86400',
        RateLimit: `"api-free-minute";r=12;t=30, "api-free-day";r=500;t=${TO_MIDNIGHT_MS / 1000}`,
        'X-RateLimit-Limit': '30',
        'X-RateLimit-Remaining': '12',
        'X-RateLimit-Reset': String((NOON + 30_000) / 1000),
      },
    });
  });

  it('only peeks at the day when the minute refuses, so a refused request costs no daily quota', async () => {
    const { service, calls } = scriptedLimiter(false, true);
    const outcome = await service.consume(caller, NOON);
    expect(calls).toEqual(['consume api-free-minute key-1', 'peek api-free-day user-1:2026-11-27']);
    expect(outcome.allowed).toBe(false);
    if (outcome.allowed) return;
    expect(outcome.refusedBy).toBe('minute');
    expect(outcome.headers['Retry-After']).toBe('30');
    expect(outcome.refusal.status).toBe(429);
    expect(outcome.refusal.problemFields).toEqual({
      tier: 'api-free',
      limit: { name: 'minute', limit: 30, used: 30 },
      upgrade: 'https://quiz.example.com/pricing/developers',
    });
  });

  it('refuses on the day with Retry-After until midnight UTC', async () => {
    const { service } = scriptedLimiter(true, false);
    const outcome = await service.consume(caller, NOON);
    if (outcome.allowed) throw new Error('expected a refusal');
    expect(outcome.refusedBy).toBe('day');
    expect(outcome.headers['Retry-After']).toBe(String(TO_MIDNIGHT_MS / 1000));
    expect(outcome.headers['X-RateLimit-Limit']).toBe('1000');
    expect(outcome.refusal.problemFields).toMatchObject({ limit: { name: 'day', limit: 1000, used: 1000 } });
    expect(outcome.refusal.message).toContain('resets at 00:00 UTC');
  });

  it('lets the request through without headers when the limiter cannot count', async () => {
    const limiter = { consumeInOrder: jest.fn().mockRejectedValue(new Error('Redis down')) } as unknown as RateLimiter;
    const service = new ApiLimitsService(limiter, { publicUrl: 'https://x' } as AppConfig);
    expect(await service.consume(caller, NOON)).toEqual({ allowed: true, headers: {} });
  });
});
