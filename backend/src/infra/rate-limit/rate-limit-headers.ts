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

/**
 * The same fields for a request that several policies count at once (the developer API's per-minute and per-day
 * limits): every policy in `RateLimit-Policy` and `RateLimit` (the draft's lists), and the conventional
 * `X-RateLimit-Limit/Remaining/Reset` for the policy closest to refusing (a refusing one first; Reset in Unix
 * seconds, as GitHub's API sends it). Retry-After, on a refusal, waits for the last refusing policy to lift.
 */
export function multiPolicyRateLimitHeaders(verdicts: RateLimitVerdict[], nowMs: number): Record<string, string> {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  const tightest =
    refused[0] ?? verdicts.reduce((tight, verdict) => (verdict.remaining < tight.remaining ? verdict : tight));
  const headers: Record<string, string> = {
    'RateLimit-Policy': verdicts
      .map(({ policy }) => `"${policy.name}";q=${policy.points};w=${policy.windowSeconds}`)
      .join(', '),
    RateLimit: verdicts
      .map((verdict) => `"${verdict.policy.name}";r=${verdict.remaining};t=${Math.ceil(verdict.resetMs / 1000)}`)
      .join(', '),
    'X-RateLimit-Limit': String(tightest.policy.points),
    'X-RateLimit-Remaining': String(tightest.remaining),
    'X-RateLimit-Reset': String(Math.ceil((nowMs + tightest.resetMs) / 1000)),
  };
  if (refused.length > 0) {
    const waitMs = Math.max(...refused.map((verdict) => verdict.retryAfterMs));
    headers['Retry-After'] = String(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return headers;
}
