import type { RateLimitVerdict } from './rate-limiter';

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy as quota and window, and what is
 * left with the seconds until it resets; Retry-After on a refusal (RFC 9110).
 */
export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  const { policy } = verdict;
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"${policy.name}";q=${policy.points};w=${policy.windowSeconds}`,
    RateLimit: `"${policy.name}";r=${verdict.remaining};t=${Math.ceil(verdict.resetMs / 1000)}`,
  };
  if (!verdict.allowed) headers['Retry-After'] = String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)));
  return headers;
}
