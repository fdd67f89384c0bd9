import { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { rateLimitHeaders } from '../../infra/rate-limit/rate-limit-headers';
import type { RateLimiter, RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';

const logger = new Logger('OpenTdbRateLimit');

/** opentdb.com's own limit on questions: one request per address every 5 seconds (configurable). */
export const openTdbQuestionsPolicy = (per5Seconds: number): RateLimitPolicy => ({
  name: 'opentdb',
  points: per5Seconds,
  windowSeconds: 5,
  scope: 'shared',
});

/** Tokens, categories and counts are cheap: the site's own budget per minute, counted apart. */
export const openTdbLookupsPolicy = (perMinute: number): RateLimitPolicy => ({
  name: 'opentdb-lookups',
  points: perMinute,
  windowSeconds: 60,
  scope: 'shared',
});

/**
 * Spends one of the address's points and puts the RateLimit fields on the reply; false (with 429 and
 * Retry-After set) when the address is over its budget, and the caller answers OpenTDB's code 5.
 */
export async function allowOpenTdbCall(
  limiter: RateLimiter,
  policy: RateLimitPolicy,
  ip: string,
  reply: FastifyReply,
): Promise<boolean> {
  let verdict;
  try {
    verdict = await limiter.consume(policy, ip);
  } catch (error) {
    // A limiter that cannot count must not take the API down with it.
    logger.warn(`Rate limit not applied: ${(error as Error).message}`);
    return true;
  }
  void reply.headers(rateLimitHeaders(verdict));
  if (!verdict.allowed) void reply.code(429);
  return verdict.allowed;
}
