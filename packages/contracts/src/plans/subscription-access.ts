import type { PlanId } from './plans.js';

/** Every status a card provider (Stripe's names) gives a subscription. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What a subscription gives right now:
 * - `full`: the plan's grants (active, trialing, and a canceled-at-period-end subscription until its end);
 * - `grace`: the plan's grants while a failed renewal is retried (past_due), with a warning to update the card;
 * - `none`: the free plan (not paid yet, expired, unpaid, canceled, paused, refunded).
 */
export type SubscriptionAccess = 'full' | 'grace' | 'none';

export interface SubscriptionFacts {
  status: SubscriptionStatus;
  /** When the paid period ends (ms since epoch); null when the provider has not said. */
  currentPeriodEnd: number | null;
}

/** The one function that maps a provider status to access; every caller (entitlements, billing page) uses it. */
export function subscriptionAccess(facts: SubscriptionFacts, now: number): SubscriptionAccess {
  switch (facts.status) {
    case 'active':
    case 'trialing':
      // A period that ended without the renewal arriving (a webhook still on its way) keeps access for a day.
      if (facts.currentPeriodEnd !== null && now > facts.currentPeriodEnd + PERIOD_END_LEEWAY_MS) return 'none';
      return 'full';
    case 'past_due':
      return 'grace';
    case 'incomplete':
    case 'incomplete_expired':
    case 'unpaid':
    case 'canceled':
    case 'paused':
      return 'none';
  }
}

export const PERIOD_END_LEEWAY_MS = 24 * 60 * 60 * 1000;

/** The plan whose grants apply: the subscription's plan while it gives access, else free. */
export function effectivePlanId(subscription: (SubscriptionFacts & { planId: PlanId }) | null, now: number): PlanId {
  if (!subscription) return 'free';
  return subscriptionAccess(subscription, now) === 'none' ? 'free' : subscription.planId;
}

/** How the billing page names a status. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Payment not completed',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  paused: 'Paused',
};
