import { randomBytes } from 'node:crypto';
import { type BillableProductId, billableProduct, type SubscriptionStatus } from '@trivia/contracts';
import type {
  StripeCheckoutSessionShape,
  StripeEventShape,
  StripeInvoiceShape,
  StripeSubscriptionShape,
} from '../stripe/stripe-mapping';
import { ProviderObjectNotFoundError } from '../payment-provider';
import type { SavedCard } from './test-cards';

/*
 * The built-in test provider's own records, kept as JSON documents in test_provider_objects (timestamps as ISO
 * strings, so they compare as text), and their Stripe-shaped form for events and for the shared mapping.
 */

export type TestObjectKind = 'customer' | 'checkout_session' | 'subscription' | 'invoice' | 'charge' | 'refund';

export interface CustomerDoc {
  id: string;
  kind: 'customer';
  userId: string;
  email: string;
  name: string;
  paymentMethod: SavedCard | null;
  /**
   * Stripe's customer balance, in pence: negative is credit owed to the customer (a downgrade's unused time worth
   * more than the new plan's), taken off the next invoices before the card is charged. Absent on older documents.
   */
  balancePence?: number;
  createdAt: string;
}

export interface CheckoutSessionDoc {
  id: string;
  kind: 'checkout_session';
  /** `subscription` buys a plan; `setup` saves a new card for an existing subscription (and pays what is owed). */
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  customerId: string;
  userId: string;
  planId: BillableProductId;
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
  url: string;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

export interface SubscriptionDoc {
  id: string;
  kind: 'subscription';
  customerId: string;
  userId: string;
  planId: BillableProductId;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  paymentMethod: SavedCard | null;
  /** Failed retries of the open renewal invoice; the first failed renewal itself is not counted. */
  failedRetries: number;
  nextRetryAt: string | null;
  latestInvoiceId: string | null;
  canceledAt: string | null;
  createdAt: string;
}

export interface InvoiceLine {
  description: string;
  amountPence: number;
  periodStart: string;
  periodEnd: string;
}

export interface InvoiceDoc {
  id: string;
  kind: 'invoice';
  customerId: string;
  subscriptionId: string;
  userId: string;
  planId: BillableProductId;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  status: 'open' | 'paid' | 'void' | 'uncollectible';
  /** The lines added up: negative for a downgrade whose credit is larger than the new charge. */
  subtotalPence?: number;
  /** Credit taken from the customer's balance to pay this invoice (pence, not negative). */
  appliedBalancePence?: number;
  /** What the card is charged: the subtotal less the applied credit, never negative (Stripe's amount_due). */
  totalPence: number;
  refundedPence: number;
  chargeId: string | null;
  attemptCount: number;
  lines: InvoiceLine[];
  createdAt: string;
  paidAt: string | null;
}

export interface ChargeDoc {
  id: string;
  kind: 'charge';
  customerId: string;
  invoiceId: string;
  amountPence: number;
  refundedPence: number;
  paymentMethod: SavedCard;
  createdAt: string;
}

export interface RefundDoc {
  id: string;
  kind: 'refund';
  chargeId: string;
  invoiceId: string;
  amountPence: number;
  createdAt: string;
}

export type TestDoc = CustomerDoc | CheckoutSessionDoc | SubscriptionDoc | InvoiceDoc | ChargeDoc | RefundDoc;
export type DocOf<K extends TestObjectKind> = Extract<TestDoc, { kind: K }>;

const PREFIX: Record<TestObjectKind | 'event', string> = {
  customer: 'cus',
  checkout_session: 'cs',
  subscription: 'sub',
  invoice: 'in',
  charge: 'ch',
  refund: 're',
  event: 'evt',
};

/** Stripe-like ids that say they are test objects: cus_test_…, cs_test_…, evt_test_… */
export const newTestId = (kind: TestObjectKind | 'event') => `${PREFIX[kind]}_test_${randomBytes(12).toString('hex')}`;

export class TestObjectNotFoundError extends ProviderObjectNotFoundError {
  constructor(kind: TestObjectKind, id: string) {
    super(`No such ${kind.replace('_', ' ')}: ${id}`);
    this.name = 'TestObjectNotFoundError';
  }
}

/** A checkout that can no longer be paid (abandoned past its 24 hours). */
/** A second checkout paid while the first subscription is live would bill the customer twice. */
export class AlreadySubscribedError extends Error {
  constructor(customerId: string) {
    super(`Customer ${customerId} already has a live subscription`);
    this.name = 'AlreadySubscribedError';
  }
}

export class CheckoutClosedError extends Error {
  constructor(id: string) {
    super(`Checkout ${id} has expired`);
    this.name = 'CheckoutClosedError';
  }
}

const seconds = (iso: string | null): number | null => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));
const cardObject = (card: SavedCard | null) =>
  card && { id: `pm_test_${card.last4}`, object: 'payment_method', type: 'card', card: { ...card } };

export function stripeSubscription(sub: SubscriptionDoc): StripeSubscriptionShape & Record<string, unknown> {
  const plan = billableProduct(sub.planId);
  // Built apart and then typed: the full Stripe shape has more fields than the mapping reads.
  const shape = {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: seconds(sub.canceledAt),
    created: seconds(sub.createdAt),
    currency: 'gbp',
    livemode: false,
    latest_invoice: sub.latestInvoiceId,
    metadata: { userId: sub.userId, planId: sub.planId },
    default_payment_method: cardObject(sub.paymentMethod),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.slice('sub_'.length)}`,
          object: 'subscription_item',
          current_period_start: seconds(sub.currentPeriodStart)!,
          current_period_end: seconds(sub.currentPeriodEnd)!,
          price: {
            id: `price_test_${sub.planId}`,
            object: 'price',
            lookup_key: sub.planId,
            currency: 'gbp',
            unit_amount: plan.pricePence,
            recurring: { interval: plan.interval },
            tax_behavior: 'inclusive',
          },
        },
      ],
    },
  };
  return shape;
}

export function stripeInvoice(invoice: InvoiceDoc): StripeInvoiceShape & Record<string, unknown> {
  const start = Math.min(...invoice.lines.map((line) => seconds(line.periodStart)!));
  const end = Math.max(...invoice.lines.map((line) => seconds(line.periodEnd)!));
  const metadata = { userId: invoice.userId, planId: invoice.planId };
  const shape = {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    status: invoice.status,
    billing_reason: invoice.billingReason,
    currency: 'gbp',
    total: invoice.subtotalPence ?? invoice.totalPence,
    amount_due: invoice.totalPence,
    starting_balance: -(invoice.appliedBalancePence ?? 0),
    amount_paid: invoice.status === 'paid' ? invoice.totalPence : 0,
    attempt_count: invoice.attemptCount,
    description: null,
    created: seconds(invoice.createdAt)!,
    period_start: start,
    period_end: end,
    livemode: false,
    metadata,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId, metadata } },
    lines: {
      object: 'list',
      data: invoice.lines.map((line, index) => ({
        id: `il_${invoice.id.slice('in_'.length)}_${index}`,
        object: 'line_item',
        amount: line.amountPence,
        currency: 'gbp',
        description: line.description,
        period: { start: seconds(line.periodStart)!, end: seconds(line.periodEnd)! },
      })),
    },
    status_transitions: { paid_at: seconds(invoice.paidAt) },
  };
  return shape;
}

export function stripeCheckoutSession(
  session: CheckoutSessionDoc,
): StripeCheckoutSessionShape & Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    status: session.status,
    payment_status:
      session.status === 'complete' ? (session.mode === 'setup' ? 'no_payment_required' : 'paid') : 'unpaid',
    customer: session.customerId,
    subscription: session.subscriptionId,
    client_reference_id: session.userId,
    metadata: { userId: session.userId, planId: session.planId },
    amount_total: session.mode === 'subscription' ? billableProduct(session.planId).pricePence : null,
    currency: 'gbp',
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === 'open' ? session.url : null,
    created: seconds(session.createdAt),
    expires_at: seconds(session.expiresAt),
    livemode: false,
  };
}

export function stripeCharge(charge: ChargeDoc): Record<string, unknown> {
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amountPence,
    amount_captured: charge.amountPence,
    amount_refunded: charge.refundedPence,
    refunded: charge.refundedPence >= charge.amountPence,
    captured: true,
    paid: true,
    status: 'succeeded',
    currency: 'gbp',
    customer: charge.customerId,
    // Stripe's charge does not name its invoice; ours says it in metadata, as our Stripe refunds do.
    metadata: { invoice_id: charge.invoiceId },
    payment_method_details: { type: 'card', card: { ...charge.paymentMethod } },
    created: seconds(charge.createdAt),
    livemode: false,
  };
}

export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  now: Date,
): StripeEventShape & Record<string, unknown> {
  return {
    id: newTestId('event'),
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
