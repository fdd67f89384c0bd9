import type { SubscriptionDoc } from './test-provider-documents';

/** After a failed renewal, retries wait 1, 3 and then 5 days; the third failed retry marks it unpaid. */
export const RETRY_DELAYS_MS = [1, 3, 5].map((days) => days * 24 * 60 * 60 * 1000);
export const MAX_FAILED_RETRIES = RETRY_DELAYS_MS.length;

export type RenewalStep = 'cancel' | 'renew' | 'retry' | null;

/** What the renewal sweep does with a subscription now: end it, bill the next period, retry a failed bill, or nothing. */
export function nextRenewalStep(
  sub: Pick<SubscriptionDoc, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'nextRetryAt'>,
  now: Date,
): RenewalStep {
  const at = now.getTime();
  const periodOver = Date.parse(sub.currentPeriodEnd) <= at;
  if (!['active', 'trialing', 'past_due'].includes(sub.status)) return null;
  if (periodOver && sub.cancelAtPeriodEnd) return 'cancel';
  if (sub.status === 'past_due') return sub.nextRetryAt !== null && Date.parse(sub.nextRetryAt) <= at ? 'retry' : null;
  return periodOver ? 'renew' : null;
}

/** After a failed charge: past due with the next retry, or unpaid once the retries are used up. */
export function afterFailedCharge(
  sub: Pick<SubscriptionDoc, 'failedRetries'>,
  isRetry: boolean,
  now: Date,
): Pick<SubscriptionDoc, 'status' | 'failedRetries' | 'nextRetryAt'> {
  const failedRetries = sub.failedRetries + (isRetry ? 1 : 0);
  if (failedRetries >= MAX_FAILED_RETRIES) return { status: 'unpaid', failedRetries, nextRetryAt: null };
  const next = new Date(now.getTime() + RETRY_DELAYS_MS[failedRetries]!);
  return { status: 'past_due', failedRetries, nextRetryAt: next.toISOString() };
}
