import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { rateLimitHeaders } from '../rate-limit/rate-limit-headers';
import type { RateLimiter, RateLimitPolicy } from '../rate-limit/rate-limiter';

const logger = new Logger('HttpRateLimit');

export const apiRequestsPolicy = (perMinute: number): RateLimitPolicy => ({
  name: 'api',
  points: perMinute,
  windowSeconds: 60,
  scope: 'shared',
});

/** Health checks come from the load balancer, often: they are not anyone's quota. */
const isLimited = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/health');

/**
 * Every API request counts against its IP's budget, on every node alike (the limiter counts in Redis when
 * configured). Each answer carries the RateLimit fields; past the budget it is 429 RATE_001 with Retry-After.
 */
export function registerHttpRateLimit(fastify: FastifyInstance, limiter: RateLimiter, policy: RateLimitPolicy): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request.url)) return;
    let verdict;
    try {
      verdict = await limiter.consume(policy, request.ip);
    } catch (error) {
      // A limiter that cannot count must not take the site down with it.
      logger.warn(`Rate limit not applied: ${(error as Error).message}`);
      return;
    }
    void reply.headers(rateLimitHeaders(verdict));
    if (!verdict.allowed) {
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      return reply.code(429).send({ code: 'RATE_001', message: `Too many requests: try again in ${seconds} s` });
    }
  });
}
