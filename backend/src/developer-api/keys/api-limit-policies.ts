import type { ApiTier } from '@trivia/contracts';
import { DAY_MS, utcDay } from '../../common/utc-days';
import type { RateLimitPolicy, RateLimitVerdict } from '../../infra/rate-limit/rate-limiter';

/**
 * Requests per key per minute. Each tier has its own policy (the limiter keeps one counter set per policy name),
 * so the name also tells a developer which tier's limit the headers describe.
 */
export const minutePolicy = (tier: ApiTier): RateLimitPolicy => ({
  name: `${tier.id}-minute`,
  points: tier.limits.requestsPerMinute,
  windowSeconds: 60,
  scope: 'shared',
});

/** Requests per account per UTC day, across all of its keys: counted under the account and the date. */
export const dayPolicy = (tier: ApiTier): RateLimitPolicy => ({
  name: `${tier.id}-day`,
  points: tier.limits.requestsPerDay,
  windowSeconds: DAY_MS / 1000,
  scope: 'shared',
});

/** The day's counter is keyed by the date, so it starts afresh at 00:00 UTC whenever it was first used. */
export const dayCounterKey = (userId: string, nowMs: number): string => `${userId}:${utcDay(nowMs)}`;

export const nextUtcMidnight = (nowMs: number): number => Math.floor(nowMs / DAY_MS) * DAY_MS + DAY_MS;

/** The day window ends at midnight UTC, not 24 hours after the first request: the verdict says so. */
export function untilMidnight(verdict: RateLimitVerdict, nowMs: number): RateLimitVerdict {
  const resetMs = nextUtcMidnight(nowMs) - nowMs;
  return { ...verdict, resetMs, retryAfterMs: verdict.allowed ? 0 : resetMs };
}

export type LimitName = 'minute' | 'day';

/** Where a developer goes to raise their tier. */
export const upgradeUrl = (publicUrl: string) => `${publicUrl}/pricing/developers`;

/** What a 429 tells the developer beyond the code: the tier, which limit, how much of it was used, and where to go. */
export function limitProblemFields(tier: ApiTier, refusedBy: LimitName, publicUrl: string) {
  const limit = refusedBy === 'minute' ? tier.limits.requestsPerMinute : tier.limits.requestsPerDay;
  return {
    tier: tier.id,
    limit: { name: refusedBy, limit, used: limit },
    upgrade: upgradeUrl(publicUrl),
  };
}

export function limitRefusalMessage(tier: ApiTier, refusedBy: LimitName): string {
  return refusedBy === 'minute'
    ? `${tier.name} allows ${tier.limits.requestsPerMinute.toLocaleString('en-GB')} requests a minute per key`
    : `${tier.name} allows ${tier.limits.requestsPerDay.toLocaleString('en-GB')} requests a day per account (resets at 00:00 UTC)`;
}
