import type { RateLimitVerdict } from './rate-limiter';

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy as quota and window, and what is
 * left with the seconds until it resets; Retry-After on a refusal (RFC 9110).
 */
export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': policyField(verdict),
    RateLimit: remainingField(verdict),
  };
  if (!verdict.allowed) headers['Retry-After'] = retryAfterSeconds(verdict.retryAfterMs);
  return headers;
}

/** One policy's item of `RateLimit-Policy`: its quota and window. */
const policyField = ({ policy }: RateLimitVerdict) => `"${policy.name}";q=${policy.points};w=${policy.windowSeconds}`;

/** One policy's item of `RateLimit`: what is left and the seconds until it resets. */
const remainingField = ({ policy, remaining, resetMs }: RateLimitVerdict) =>
  `"${policy.name}";r=${remaining};t=${Math.ceil(resetMs / 1000)}`;

/** Retry-After in whole seconds, never 0 (a client would retry at once). */
const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

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
    'RateLimit-Policy': verdicts.map(policyField).join(', '),
    RateLimit: verdicts.map(remainingField).join(', '),
    'X-RateLimit-Limit': String(tightest.policy.points),
    'X-RateLimit-Remaining': String(tightest.remaining),
    'X-RateLimit-Reset': String(Math.ceil((nowMs + tightest.resetMs) / 1000)),
  };
  if (refused.length > 0) {
    headers['Retry-After'] = retryAfterSeconds(Math.max(...refused.map((verdict) => verdict.retryAfterMs)));
  }
  return headers;
}
