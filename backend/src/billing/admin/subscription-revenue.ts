import {
  type AdminSubscriptions,
  monthlyEquivalentPence,
  PLANS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@trivia/contracts';
import { accessOf } from '../account/billing-views';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';

/** A subscription's monthly recurring revenue: its plan's monthly price (a yearly one's twelfth) while it gives access. */
export function mrrPence(subscription: SubscriptionEntity, now: number): number {
  return accessOf(subscription, now) === 'none' ? 0 : monthlyEquivalentPence(PLANS[subscription.planId]);
}

/** The admin's subscriptions list: every row with its MRR, the totals and a count per status. */
export function adminSubscriptions(
  rows: readonly { subscription: SubscriptionEntity; email: string }[],
  now: number,
): AdminSubscriptions {
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  let total = 0;
  let activeCount = 0;
  const views = rows.map(({ subscription, email }) => {
    const mrr = mrrPence(subscription, now);
    byStatus[subscription.status] += 1;
    if (accessOf(subscription, now) !== 'none') {
      activeCount += 1;
      // Summed unrounded (a yearly plan's exact twelfth), so the total does not drift by a third of a penny each.
      const plan = PLANS[subscription.planId];
      total += plan.interval === 'year' ? plan.pricePence / 12 : plan.pricePence;
    }
    return {
      userId: subscription.userId,
      email,
      planId: subscription.planId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      mrrPence: mrr,
      createdAt: subscription.createdAt.toISOString(),
    };
  });
  return { mrrPence: Math.round(total), activeCount, byStatus, rows: views };
}
