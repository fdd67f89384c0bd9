import {
  billableProduct,
  billableProductsOf,
  formatGbp,
  productLineOf,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionAccess,
  type BillableProductId,
  type ProductLine,
  type SubscriptionView,
} from '@trivia/contracts';
import { formatLongDate } from '../../lib/format';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Providers name brands in lower case ("visa"); people read "Visa". */
export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** What the /billing page shows and offers for a subscription, decided in one place. */
export interface SubscriptionSummary {
  planName: string;
  /** The site's plan or the developer API's tier: the line every action on it names. */
  line: ProductLine;
  statusLabel: string;
  /** Access right now, by the same function the server's entitlements use. */
  hasAccess: boolean;
  /** "Renews on 26 December 2026 for £12", "Ends on 26 December 2026", or null when neither applies. */
  renewal: string | null;
  /** A failed renewal is being retried: access continues, the card needs updating. */
  paymentOverdue: boolean;
  canCancel: boolean;
  canResume: boolean;
  canChangePlan: boolean;
  /** Paid plans the member may move to (every paid plan of the same line except the current one). */
  otherPlans: BillableProductId[];
  /** The money-back refund's last day, or null when it is not offered. */
  refundableUntil: string | null;
}

function renewalText(subscription: SubscriptionView, hasAccess: boolean): string | null {
  const end = subscription.currentPeriodEnd;
  if (!hasAccess || !end) return null;
  if (subscription.cancelAtPeriodEnd) return `Ends on ${formatLongDate(end)}`;
  if (subscription.nextAmountPence === null) return null;
  return `Renews on ${formatLongDate(end)} for ${formatGbp(subscription.nextAmountPence)}`;
}

export function summarise(subscription: SubscriptionView, now: number): SubscriptionSummary {
  const end = subscription.currentPeriodEnd ? Date.parse(subscription.currentPeriodEnd) : null;
  const access = subscriptionAccess({ status: subscription.status, currentPeriodEnd: end }, now);
  const hasAccess = access !== 'none';
  const running = hasAccess && !subscription.cancelAtPeriodEnd;
  const line = productLineOf(subscription.planId);
  return {
    planName: billableProduct(subscription.planId).name,
    line,
    statusLabel:
      subscription.cancelAtPeriodEnd && hasAccess
        ? 'Cancelled at period end'
        : SUBSCRIPTION_STATUS_LABELS[subscription.status],
    hasAccess,
    renewal: renewalText(subscription, hasAccess),
    paymentOverdue: access === 'grace',
    canCancel: running,
    canResume: hasAccess && subscription.cancelAtPeriodEnd,
    canChangePlan: running,
    otherPlans: billableProductsOf(line).filter((id) => id !== subscription.planId),
    refundableUntil: subscription.refundableUntil,
  };
}
