import { type BillableProductId, billableProductIdSchema, type ProductLine, productLineOf } from '@trivia/contracts';
import Stripe from 'stripe';
import type {
  CheckoutInput,
  CustomerInput,
  PaymentProvider,
  PortalInput,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderInvoice,
  ProviderSubscription,
} from '../payment-provider';
import { ProviderObjectNotFoundError } from '../payment-provider';
import { verifyStripeSignedWebhook } from '../webhook-signature';
import { callStripe } from './stripe-errors';
import {
  type InvoicePaymentFacts,
  toProviderCheckoutSession,
  toProviderInvoice,
  toProviderSubscription,
} from './stripe-mapping';
import { StripePrices } from './stripe-prices';

/** The card on a subscription comes with it, so /billing can show brand and last 4 without a second call. */
const WITH_CARD = { expand: ['default_payment_method'] };

/**
 * Stripe Checkout, Billing Portal and webhooks (used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set).
 * Every call goes through callStripe, so a refused card is PaymentDeclinedError and an unreachable Stripe is
 * PaymentProviderUnavailableError.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly prices: StripePrices;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {
    this.prices = new StripePrices(stripe);
  }

  static fromKeys(secretKey: string, webhookSecret: string): StripePaymentProvider {
    const client = new Stripe(secretKey, {
      timeout: 10_000,
      maxNetworkRetries: 2,
      appInfo: { name: 'trivia-platform' },
    });
    return new StripePaymentProvider(client, webhookSecret);
  }

  async createCustomer(input: CustomerInput): Promise<{ customerId: string }> {
    const customer = await callStripe(() =>
      this.stripe.customers.create({ email: input.email, name: input.name, metadata: { userId: input.userId } }),
    );
    return { customerId: customer.id };
  }

  /**
   * One open checkout per customer and product line: a checkout for the same line left open in another tab is
   * expired first, so a member cannot pay for two site plans (or two API tiers) by completing both (Stripe itself
   * does not check; the built-in provider's payment does). A checkout for the other line is left alone.
   */
  async createCheckoutSession(input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    const price = await this.prices.priceId(input.planId);
    await this.expireOpenCheckouts(input.customerId, productLineOf(input.planId));
    const metadata = { userId: input.userId, planId: input.planId };
    const session = await callStripe(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        metadata,
        subscription_data: { metadata },
        line_items: [{ price, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  private async expireOpenCheckouts(customerId: string, line: ProductLine): Promise<void> {
    const open = await callStripe(() =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    const sameLine = (planId: string | undefined) => {
      const parsed = billableProductIdSchema.safeParse(planId);
      // A session without one of our plans in its metadata was not made by us: closing it is the safe side.
      return !parsed.success || productLineOf(parsed.data) === line;
    };
    for (const session of open.data.filter((candidate) => sameLine(candidate.metadata?.planId))) {
      await callStripe(() => this.stripe.checkout.sessions.expire(session.id)).catch((error: unknown) => {
        // Completed or expired since the list was read: nothing is left open to close.
        const gone =
          error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof ProviderObjectNotFoundError;
        if (!gone) throw error;
      });
    }
  }

  async getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return toProviderCheckoutSession(await callStripe(() => this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  async createPortalSession(input: PortalInput): Promise<{ url: string }> {
    const session = await callStripe(() =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
    );
    return { url: session.url };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(
      await callStripe(() => this.stripe.subscriptions.retrieve(subscriptionId, WITH_CARD)),
    );
  }

  /**
   * Pro-rated now and invoiced at once; `error_if_incomplete` makes a refused card fail the call and leave the
   * subscription on its old plan. The plan id goes into metadata too, so the invoice's snapshot names it.
   */
  async changePlan(subscriptionId: string, planId: BillableProductId): Promise<ProviderSubscription> {
    const [current, price] = await Promise.all([
      callStripe(() => this.stripe.subscriptions.retrieve(subscriptionId)),
      this.prices.priceId(planId),
    ]);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
    const updated = await callStripe(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        metadata: { ...current.metadata, planId },
        ...WITH_CARD,
      }),
    );
    return toProviderSubscription(updated);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const updated = await callStripe(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, ...WITH_CARD }),
    );
    return toProviderSubscription(updated);
  }

  async cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await callStripe(() => this.stripe.subscriptions.cancel(subscriptionId, WITH_CARD)));
  }

  /** Refunds the invoice's charge in full; the charge is labelled with the invoice so charge.refunded names it. */
  async refundInvoice(invoiceId: string): Promise<{ refundId: string; amountPence: number }> {
    const invoice = await callStripe(() => this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
    const { chargeId } = await this.paymentFacts(invoice);
    if (!chargeId) throw new Error(`Stripe invoice ${invoiceId} has no charge to refund`);
    const metadata = { invoice_id: invoiceId };
    await callStripe(() => this.stripe.charges.update(chargeId, { metadata }));
    const refund = await callStripe(() =>
      this.stripe.refunds.create({ charge: chargeId, metadata }, { idempotencyKey: `refund-${invoiceId}` }),
    );
    return { refundId: refund.id, amountPence: refund.amount };
  }

  async listInvoices(subscriptionId: string): Promise<ProviderInvoice[]> {
    const list = await callStripe(() =>
      this.stripe.invoices.list({ subscription: subscriptionId, limit: 24, expand: ['data.payments'] }),
    );
    return Promise.all(list.data.map(async (invoice) => toProviderInvoice(invoice, await this.paymentFacts(invoice))));
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice> {
    const invoice = await callStripe(() => this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
    return toProviderInvoice(invoice, await this.paymentFacts(invoice));
  }

  /** Charge → its payment intent → the invoice payment made with it (Stripe's invoice_payments). */
  async invoiceOfCharge(chargeId: string): Promise<string | null> {
    const charge = await callStripe(() => this.stripe.charges.retrieve(chargeId));
    const intent = charge.payment_intent;
    if (!intent) return null;
    const intentId = typeof intent === 'string' ? intent : intent.id;
    const payments = await callStripe(() =>
      this.stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 }),
    );
    const invoice = payments.data[0]?.invoice;
    if (!invoice) return null;
    return typeof invoice === 'string' ? invoice : (invoice.id ?? null);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return verifyStripeSignedWebhook(rawBody, signatureHeader, this.webhookSecret);
  }

  /** An invoice no longer names its charge: it is behind the paid invoice payment's payment intent. */
  private async paymentFacts(invoice: Stripe.Invoice): Promise<InvoicePaymentFacts> {
    const payments = invoice.payments?.data ?? [];
    const payment = (payments.find((candidate) => candidate.status === 'paid') ?? payments[0])?.payment;
    const none = { chargeId: null, refundedPence: 0 };
    if (!payment) return none;
    let charge: string | Stripe.Charge | null | undefined = payment.charge;
    if (!charge && payment.payment_intent) {
      const intentId = typeof payment.payment_intent === 'string' ? payment.payment_intent : payment.payment_intent.id;
      const intent = await callStripe(() =>
        this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
      );
      charge = intent.latest_charge;
    }
    if (!charge) return none;
    if (typeof charge === 'string') {
      const id = charge;
      charge = await callStripe(() => this.stripe.charges.retrieve(id));
    }
    return { chargeId: charge.id, refundedPence: charge.amount_refunded };
  }
}
