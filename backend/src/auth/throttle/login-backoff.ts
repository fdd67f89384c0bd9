/** Failures from one source at one e-mail before any wait: people mistype. */
export const FREE_LOGIN_FAILURES = 3;
/** The longest one source waits between tries at one e-mail. */
export const MAX_LOGIN_BACKOFF_MS = 15 * 60 * 1000;

/**
 * How long one source must wait after its n-th failure at one e-mail: nothing for the first few, then 1 s,
 * 2 s, 4 s ... doubling to 15 minutes. A script gets a handful of guesses an hour; a person barely notices.
 */
export function loginBackoffMs(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_BACKOFF_MS, 1000 * 2 ** (failures - FREE_LOGIN_FAILURES - 1));
}
