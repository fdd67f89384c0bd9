import {
  type BillableProductId,
  billableProductIdSchema,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@trivia/contracts';
import type {
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderInvoice,
  ProviderSubscription,
} from '../payment-provider';

/*
 * Pure mapping from Stripe's object shapes to ours. The types below are the few fields we read: a Stripe SDK
 * object satisfies them, and so do the built-in test provider's events, which is how both share one mapping.
 * In current API versions a subscription's period sits on its items and an invoice's subscription under
 * `parent.subscription_details`.
 */

type Ref = string | { id: string };
type Metadata = Record<string, string> | null | undefined;

export interface StripeSubscriptionShape {
  id: string;
  customer: Ref;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Metadata;
  items: {
    data: Array<{ current_period_start: number; current_period_end: number; price: { lookup_key: string | null } }>;
  };
  default_payment_method: string | { card?: { brand: string; last4: string } | null } | null;
}

export interface StripeInvoiceShape {
  id: string;
  customer: Ref | null;
  status: string | null;
  total: number;
  /** What the card is asked for: the total less any credit from the customer's balance (never negative). */
  amount_due?: number;
  description: string | null;
  created: number;
  period_start: number;
  period_end: number;
  metadata?: Metadata;
  parent: { subscription_details: { subscription: Ref; metadata: Metadata } | null } | null;
  lines: { data: Array<{ period: { start: number; end: number }; description: string | null }> };
  status_transitions: { paid_at: number | null };
}

export interface StripeCheckoutSessionShape {
  id: string;
  status: string | null;
  customer: Ref | null;
  subscription: Ref | null;
  client_reference_id: string | null;
  metadata: Metadata;
}

export interface StripeEventShape {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

/** What only a second call reveals about an invoice's payment: its charge and how much of it was refunded. */
export interface InvoicePaymentFacts {
  chargeId: string | null;
  refundedPence: number;
}

const idOf = (ref: Ref | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;
const date = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));
const planOf = (...candidates: (string | null | undefined)[]): BillableProductId | null => {
  for (const candidate of candidates) {
    const parsed = billableProductIdSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
};

export function toSubscriptionStatus(status: string): SubscriptionStatus {
  const known = SUBSCRIPTION_STATUSES.find((candidate) => candidate === status);
  if (!known) throw new Error(`Unknown subscription status "${status}"`);
  return known;
}

export function toProviderSubscription(subscription: StripeSubscriptionShape): ProviderSubscription {
  const item = subscription.items.data[0];
  // The price's lookup key is the plan id (set up that way in Stripe); metadata is the fallback for a price
  // created without one.
  const planId = planOf(item?.price.lookup_key, subscription.metadata?.planId);
  if (!planId) throw new Error(`Subscription ${subscription.id} is on a price that is not one of our plans`);
  const method = subscription.default_payment_method;
  const card = typeof method === 'object' && method?.card ? method.card : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    planId,
    status: toSubscriptionStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    paymentMethod: card ? { brand: card.brand, last4: card.last4 } : null,
    userId: subscription.metadata?.userId ?? null,
  };
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

export function toProviderInvoice(invoice: StripeInvoiceShape, payment: InvoicePaymentFacts): ProviderInvoice {
  const details = invoice.parent?.subscription_details ?? null;
  const status = INVOICE_STATUSES.find((candidate) => candidate === invoice.status) ?? 'draft';
  // A pro-ration invoice's lines cover the rest of the period; the invoice's own period is the previous one.
  const periodStart = Math.min(...invoice.lines.data.map((line) => line.period.start));
  const periodEnd = Math.max(...invoice.lines.data.map((line) => line.period.end));
  const hasLines = invoice.lines.data.length > 0;
  return {
    id: invoice.id,
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(invoice.customer)!,
    status,
    // A downgrade's credit goes to the customer's balance and pays part of the next invoice: what was charged is
    // amount_due, not the total (older event payloads without it fall back to the total).
    totalPence: Math.max(0, invoice.amount_due ?? invoice.total),
    refundedPence: payment.refundedPence,
    chargeId: payment.chargeId,
    planId: planOf(details?.metadata?.planId, invoice.metadata?.planId),
    description: invoice.description ?? invoice.lines.data[0]?.description ?? 'Subscription',
    periodStart: date(hasLines ? periodStart : invoice.period_start),
    periodEnd: date(hasLines ? periodEnd : invoice.period_end),
    createdAt: date(invoice.created)!,
    paidAt: date(invoice.status_transitions.paid_at),
  };
}

export function toProviderCheckoutSession(session: StripeCheckoutSessionShape): ProviderCheckoutSession {
  const planId = planOf(session.metadata?.planId);
  if (!planId) throw new Error(`Checkout session ${session.id} has no plan in its metadata`);
  const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
  return {
    id: session.id,
    status,
    planId,
    customerId: idOf(session.customer)!,
    subscriptionId: idOf(session.subscription),
  };
}

/** Reduces a verified event to the ids the handler re-reads; the objects themselves are not trusted for state. */
export function toProviderEvent(event: StripeEventShape): ProviderEvent {
  const object = (event.data.object ?? {}) as Record<string, unknown> & { id: string; object?: string };
  const ids = { subscriptionId: null as string | null, invoiceId: null as string | null };
  const customerId = idOf(object.customer as Ref | null | undefined);
  switch (object.object) {
    case 'checkout.session':
      ids.subscriptionId = idOf(object.subscription as Ref | null);
      break;
    case 'invoice': {
      const parent = object.parent as StripeInvoiceShape['parent'] | undefined;
      ids.invoiceId = object.id;
      ids.subscriptionId = idOf(parent?.subscription_details?.subscription);
      break;
    }
    case 'subscription':
      ids.subscriptionId = object.id;
      break;
    case 'charge':
      // Stripe's charge no longer names its invoice; refunds we make label the charge with it (refundInvoice).
      ids.invoiceId = (object.metadata as Metadata)?.invoice_id ?? null;
      break;
  }
  return {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000),
    objectId: object.id,
    customerId,
    ...ids,
  };
}
