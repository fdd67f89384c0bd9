import type { ErrorCode } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { rateLimitHeaders } from './rate-limit-headers';
import type { RateLimitVerdict } from './rate-limiter';

const wait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** A refused verdict as the exception to throw: 429 with Retry-After and the RateLimit fields. */
export function rateLimitRefusal(verdict: RateLimitVerdict, code: ErrorCode, what: string): AppException {
  return new AppException(code, `${what}: try again in ${wait(verdict.retryAfterMs)}`).withHeaders(
    rateLimitHeaders(verdict),
  );
}

/** Throws the refusal when the verdict says no. */
export function assertAllowed(verdict: RateLimitVerdict, code: ErrorCode, what: string): void {
  if (!verdict.allowed) throw rateLimitRefusal(verdict, code, what);
}
