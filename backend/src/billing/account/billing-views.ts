import {
  billableProduct,
  type Invoice,
  MONEY_BACK_DAYS,
  subscriptionAccess,
  type SubscriptionAccess,
  type SubscriptionView,
} from '@trivia/contracts';
import type { InvoiceEntity } from '../invoices/invoice.entity';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses the provider will charge again at the period end (a past_due one is still being retried). */
const RENEWING = new Set(['active', 'trialing', 'past_due']);

export function accessOf(subscription: SubscriptionEntity, now: number): SubscriptionAccess {
  return subscriptionAccess(
    { status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd?.getTime() ?? null },
    now,
  );
}

/** What the next renewal charges: the plan's price, or null when the subscription will not renew. */
export function nextAmountPence(subscription: SubscriptionEntity): number | null {
  if (subscription.cancelAtPeriodEnd || !RENEWING.has(subscription.status)) return null;
  return billableProduct(subscription.planId).pricePence;
}

/**
 * The money-back guarantee: 30 days from the first payment, once per member and product line (`moneyBackUsed`: a
 * subscription of theirs on this line was refunded before, so subscribe-refund-subscribe cannot be free access for
 * ever). The site plan and the API tier are separate purchases, each with its own guarantee.
 */
export function refundableUntil(subscription: SubscriptionEntity, now: number, moneyBackUsed = false): Date | null {
  if (!subscription.firstPaidAt || subscription.refundedAt || moneyBackUsed) return null;
  const until = subscription.firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS;
  return now <= until ? new Date(until) : null;
}

export function toSubscriptionView(
  subscription: SubscriptionEntity,
  now: number,
  moneyBackUsed = false,
): SubscriptionView {
  const { paymentMethodBrand: brand, paymentMethodLast4: last4 } = subscription;
  return {
    planId: subscription.planId,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    nextAmountPence: nextAmountPence(subscription),
    paymentMethod: brand && last4 && /^\d{4}$/.test(last4) ? { brand, last4 } : null,
    refundableUntil: refundableUntil(subscription, now, moneyBackUsed)?.toISOString() ?? null,
  };
}

export const receiptUrl = (invoiceId: string) => `/api/billing/invoices/${invoiceId}/receipt.pdf`;

export function toInvoiceView(invoice: InvoiceEntity): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    description: invoice.description,
    totalPence: invoice.totalPence,
    vatPence: invoice.vatPence,
    status: invoice.status,
    refundedPence: invoice.refundedPence,
    receiptUrl: receiptUrl(invoice.id),
  };
}
