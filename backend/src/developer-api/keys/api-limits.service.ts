import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ApiTier } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { multiPolicyRateLimitHeaders } from '../../infra/rate-limit/rate-limit-headers';
import { RATE_LIMITER, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import {
  dayCounterKey,
  dayPolicy,
  type LimitName,
  limitProblemFields,
  limitRefusalMessage,
  minutePolicy,
  untilMidnight,
} from './api-limit-policies';

export interface LimitCaller {
  keyId: string;
  userId: string;
  tier: ApiTier;
}

export type LimitOutcome =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; headers: Record<string, string>; refusedBy: LimitName; refusal: AppException };

/**
 * The developer API's limits, through the one RateLimiter (shared by every node via Redis when configured): the
 * key's minute first, then the account's day, so a request the minute refuses never eats the daily quota.
 */
@Injectable()
export class ApiLimitsService {
  private readonly logger = new Logger('ApiLimits');

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async consume(caller: LimitCaller, nowMs = Date.now()): Promise<LimitOutcome> {
    const { tier } = caller;
    let minute;
    let day;
    try {
      [minute, day] = await this.limiter.consumeInOrder([
        { policy: minutePolicy(tier), key: caller.keyId },
        { policy: dayPolicy(tier), key: dayCounterKey(caller.userId, nowMs) },
      ]);
      if (!minute || !day) throw new Error('The limiter did not answer for every budget');
    } catch (error) {
      // A limiter that cannot count must not take the API down with it (as for the site's own limits).
      this.logger.warn(`API limits not applied: ${(error as Error).message}`);
      return { allowed: true, headers: {} };
    }
    day = untilMidnight(day, nowMs);
    const headers = multiPolicyRateLimitHeaders([minute, day], nowMs);
    const refusedBy: LimitName | null = !minute.allowed ? 'minute' : !day.allowed ? 'day' : null;
    if (!refusedBy) return { allowed: true, headers };
    const seconds = headers['Retry-After'];
    const refusal = new AppException('RATE_001', `${limitRefusalMessage(tier, refusedBy)}: try again in ${seconds} s`)
      .withHeaders(headers)
      .withProblemFields(limitProblemFields(tier, refusedBy, this.config.publicUrl));
    return { allowed: false, headers, refusedBy, refusal };
  }

  /** What is left of the account's day, without spending anything (for `GET /v1/me`). */
  async dayRemaining(userId: string, tier: ApiTier, nowMs = Date.now()): Promise<number> {
    try {
      return (await this.limiter.peek(dayPolicy(tier), dayCounterKey(userId, nowMs))).remaining;
    } catch {
      return tier.limits.requestsPerDay;
    }
  }
}
