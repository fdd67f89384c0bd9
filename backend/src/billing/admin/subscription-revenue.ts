import {
  type AdminSubscriptions,
  billableProduct,
  type ProductLine,
  productLineOf,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@trivia/contracts';
import { accessOf } from '../account/billing-views';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';

/** A plan's or API tier's price as a monthly figure, unrounded (a yearly price's exact twelfth). */
function exactMonthlyPence(subscription: SubscriptionEntity): number {
  const product = billableProduct(subscription.planId);
  return product.interval === 'year' ? product.pricePence / 12 : product.pricePence;
}

/** A subscription's monthly recurring revenue: its plan's monthly price (a yearly one's twelfth) while it gives access. */
export function mrrPence(subscription: SubscriptionEntity, now: number): number {
  return accessOf(subscription, now) === 'none' ? 0 : Math.round(exactMonthlyPence(subscription));
}

/**
 * The admin's subscriptions list: every row with its MRR, the totals (both product lines together and each
 * line's share: site plans and developer API tiers) and a count per status.
 */
export function adminSubscriptions(
  rows: readonly { subscription: SubscriptionEntity; email: string }[],
  now: number,
): AdminSubscriptions {
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  const byLine: Record<ProductLine, number> = { site: 0, api: 0 };
  let activeCount = 0;
  const views = rows.map(({ subscription, email }) => {
    const mrr = mrrPence(subscription, now);
    byStatus[subscription.status] += 1;
    if (accessOf(subscription, now) !== 'none') {
      activeCount += 1;
      // Summed unrounded (a yearly plan's exact twelfth), so the total does not drift by a third of a penny each.
      byLine[productLineOf(subscription.planId)] += exactMonthlyPence(subscription);
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
  return {
    mrrPence: Math.round(byLine.site + byLine.api),
    mrrByLinePence: { site: Math.round(byLine.site), api: Math.round(byLine.api) },
    activeCount,
    byStatus,
    rows: views,
  };
}
