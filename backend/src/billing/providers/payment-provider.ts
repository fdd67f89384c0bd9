import type { BillableProductId, SubscriptionStatus } from '@trivia/contracts';

/**
 * The one seam to a card payment provider (ARCHITECTURE.md): Stripe when its keys are set, the built-in test
 * provider otherwise. Amounts are never passed in: each implementation maps our plan id to its own price
 * (Stripe: a Price looked up by lookup_key = plan id; test provider: the catalogue in contracts), so a client
 * can never set what it pays. No card data passes through here.
 *
 * Every method that reaches the provider throws `PaymentProviderUnavailableError` when it cannot be reached
 * (the caller answers PAY_003 and changes nothing) and `PaymentDeclinedError` when a card is refused (PAY_002).
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';

  /** Creates the provider's customer for a user (once; the caller stores the id in billing_customers). */
  createCustomer(input: CustomerInput): Promise<{ customerId: string }>;

  /**
   * A hosted checkout for a new subscription to a site plan or an API tier. The provider sends
   * `checkout.session.completed` (with the subscription id) once the customer has paid; nothing is granted before
   * that. A customer may hold one live subscription per product line: a payment that would start a second one on
   * the same line is refused.
   */
  createCheckoutSession(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;

  /**
   * The true state of a checkout, for the success page (re-read, never trusted from the query string). Throws
   * `ProviderObjectNotFoundError` for an id the provider does not know.
   */
  getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;

  /** A page where the customer updates their card, sees provider invoices, or cancels (Stripe's Billing Portal). */
  createPortalSession(input: PortalInput): Promise<{ url: string }>;

  /** The true state of a subscription: every webhook handler re-reads it, so event order does not matter. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /**
   * Moves a subscription to another plan of the same product line now, pro-rated (the difference is charged or
   * credited).
   */
  changePlan(subscriptionId: string, planId: BillableProductId): Promise<ProviderSubscription>;

  /** Sets or clears cancel-at-period-end. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;

  /** Ends a subscription now (the money-back refund ends access). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;

  /** Refunds a paid invoice in full; the provider then sends `charge.refunded`. */
  refundInvoice(invoiceId: string): Promise<{ refundId: string; amountPence: number }>;

  /** A subscription's invoices, newest first (for reconciling when a webhook carried only an id). */
  listInvoices(subscriptionId: string): Promise<ProviderInvoice[]>;

  getInvoice(invoiceId: string): Promise<ProviderInvoice>;
  /**
   * The invoice a charge paid, or null. A refund we make labels its charge with the invoice; one made in the
   * provider's dashboard does not, and its `charge.refunded` event names only the charge.
   */
  invoiceOfCharge(chargeId: string): Promise<string | null>;

  /**
   * Checks a webhook's signature over the raw body and parses it. Throws `WebhookSignatureError` (the route
   * answers 400 and records nothing) when the signature is missing, wrong or too old.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export interface CustomerInput {
  userId: string;
  email: string;
  name: string;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  planId: BillableProductId;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in successUrl is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface PortalInput {
  customerId: string;
  returnUrl: string;
}

export interface ProviderCheckoutSession {
  id: string;
  /** `complete` once paid; `open` while the customer is on the page; `expired` when abandoned. */
  status: 'open' | 'complete' | 'expired';
  planId: BillableProductId;
  customerId: string;
  subscriptionId: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  planId: BillableProductId;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  paymentMethod: { brand: string; last4: string } | null;
  /** Our user id, stored on the provider's object as metadata at checkout. */
  userId: string | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  /** VAT-inclusive total charged, in pence; a pro-ration credit makes it smaller, never negative. */
  totalPence: number;
  /** Refunded so far, in pence. */
  refundedPence: number;
  chargeId: string | null;
  planId: BillableProductId | null;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** The events we act on, with Stripe's names and shapes (the test provider sends the same). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** A verified event, reduced to the ids the handler needs; the handler re-reads the objects themselves. */
export interface ProviderEvent {
  id: string;
  type: string;
  createdAt: Date;
  /** The object the event is about: a checkout session, invoice, subscription or charge id. */
  objectId: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerId: string | null;
}

export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    /** Stripe's decline code: card_declined, insufficient_funds, expired_card, incorrect_cvc… */
    readonly declineCode: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider has no object with that id (a mistyped or foreign id from a URL): the caller answers 404. */
export class ProviderObjectNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderObjectNotFoundError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The Nest injection token of the active provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
