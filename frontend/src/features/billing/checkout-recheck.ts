import type { CheckoutResult } from '@trivia/contracts';

/**
 * The one place the app polls (the query client's default is never to): after paying, the provider's webhook
 * may land a moment after the browser does, so a 'pending' checkout is asked about again, further apart each
 * time, for about 20 seconds in all. These are the waits before each further check.
 */
export const CHECKOUT_RECHECK_DELAYS_MS = [1000, 1500, 2000, 3000, 4000, 4000, 4500] as const;

/** The wait before the next check, or false to stop: the checkout has settled, or we have waited long enough. */
export function nextRecheckDelay(result: CheckoutResult | undefined, checksSoFar: number): number | false {
  if (!result || result.state !== 'pending') return false;
  return CHECKOUT_RECHECK_DELAYS_MS[checksSoFar - 1] ?? false;
}

/** Still pending after the last check: the page stops asking and says what to do. */
export function gaveUpWaiting(result: CheckoutResult | undefined, checksSoFar: number): boolean {
  return result?.state === 'pending' && nextRecheckDelay(result, checksSoFar) === false;
}
