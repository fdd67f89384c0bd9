import { Injectable } from '@nestjs/common';
import { type BillableProductId, billableProduct, productLineOf } from '@trivia/contracts';
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
import { toProviderCheckoutSession, toProviderInvoice, toProviderSubscription } from '../stripe/stripe-mapping';
import { verifyStripeSignedWebhook } from '../webhook-signature';
import { prorate } from './billing-periods';
import { TestCheckout } from './test-checkout';
import { createInvoice, payNowOrThrow } from './test-invoicing';
import {
  type InvoiceDoc,
  newTestId,
  type RefundDoc,
  stripeCharge,
  stripeCheckoutSession,
  stripeInvoice,
  stripeSubscription,
  type SubscriptionDoc,
} from './test-provider-documents';
import { TestProviderStore, type TestProviderTx } from './test-provider-store';
import { TestWebhookSender } from './test-webhook-delivery.job';

const toInvoice = (doc: InvoiceDoc): ProviderInvoice =>
  toProviderInvoice(stripeInvoice(doc), { chargeId: doc.chargeId, refundedPence: doc.refundedPence });
const toSubscription = (doc: SubscriptionDoc): ProviderSubscription => toProviderSubscription(stripeSubscription(doc));

/**
 * The built-in test provider: a simulated card provider living in this process, with its state in the
 * database like a real provider's, sending Stripe-shaped signed events. It reads its objects through the same
 * mapping as the Stripe provider, so what the billing domain sees is the same from either.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly store: TestProviderStore,
    private readonly checkout: TestCheckout,
    private readonly webhooks: TestWebhookSender,
  ) {}

  createCustomer(input: CustomerInput): Promise<{ customerId: string }> {
    return this.store.run(async (tx) => {
      const customer = await tx.insert({
        id: newTestId('customer'),
        kind: 'customer',
        ...input,
        paymentMethod: null,
        createdAt: tx.nowIso,
      });
      return { customerId: customer.id };
    });
  }

  async createCheckoutSession(input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    const session = await this.checkout.create({ ...input, mode: 'subscription', subscriptionId: null });
    return { sessionId: session.id, url: session.url };
  }

  async getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return toProviderCheckoutSession(stripeCheckoutSession(await this.store.read('checkout_session', sessionId)));
  }

  /**
   * There is no separate portal here: "manage payment" is a setup checkout on /test-checkout/:id that replaces
   * the saved card (and pays a failed renewal). Without a subscription to manage, straight back to returnUrl.
   */
  async createPortalSession(input: PortalInput): Promise<{ url: string }> {
    const session = await this.checkout.createSetup(input.customerId, input.returnUrl);
    return { url: session?.url ?? input.returnUrl };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toSubscription(await this.store.read('subscription', subscriptionId));
  }

  /**
   * Pro-rated now (Stripe's always_invoice): the invoice for the difference is paid with the saved card at once;
   * a decline throws and changes nothing (as Stripe's payment_behavior error_if_incomplete does).
   */
  changePlan(subscriptionId: string, planId: BillableProductId): Promise<ProviderSubscription> {
    return this.mutate(subscriptionId, async (tx, sub) => {
      if (sub.planId === planId) return false;
      if (!['active', 'trialing', 'past_due'].includes(sub.status)) {
        throw new Error(`Subscription ${sub.id} is ${sub.status}: its plan cannot change`);
      }
      if (productLineOf(sub.planId) !== productLineOf(planId)) {
        throw new Error(
          `Subscription ${sub.id} is on ${sub.planId}: it cannot move to ${planId}, another product line`,
        );
      }
      const [oldPlan, newPlan] = [billableProduct(sub.planId), billableProduct(planId)];
      const proration = prorate({
        oldPricePence: oldPlan.pricePence,
        oldInterval: oldPlan.interval,
        newPricePence: newPlan.pricePence,
        newInterval: newPlan.interval,
        periodStart: new Date(sub.currentPeriodStart),
        periodEnd: new Date(sub.currentPeriodEnd),
        now: tx.now,
      });
      const [from, to] = [tx.nowIso, proration.periodEnd.toISOString()];
      sub.planId = planId;
      const invoice = await createInvoice(tx, sub, 'subscription_update', [
        {
          description: `Unused time on ${oldPlan.name}`,
          amountPence: -proration.creditPence,
          periodStart: from,
          periodEnd: to,
        },
        {
          description: `Remaining time on ${newPlan.name}`,
          amountPence: proration.chargePence,
          periodStart: from,
          periodEnd: to,
        },
      ]);
      await payNowOrThrow(tx, invoice, sub.paymentMethod);
      sub.latestInvoiceId = invoice.id;
      sub.currentPeriodStart = proration.periodStart.toISOString();
      sub.currentPeriodEnd = to;
      return 'customer.subscription.updated';
    });
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    return this.mutate(subscriptionId, async (_tx, sub) => {
      if (sub.status === 'canceled' || sub.cancelAtPeriodEnd === cancel) return false;
      sub.cancelAtPeriodEnd = cancel;
      return 'customer.subscription.updated';
    });
  }

  cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    return this.mutate(subscriptionId, async (tx, sub) => {
      if (sub.status === 'canceled') return false;
      Object.assign(sub, { status: 'canceled', canceledAt: tx.nowIso, cancelAtPeriodEnd: false, nextRetryAt: null });
      return 'customer.subscription.deleted';
    });
  }

  refundInvoice(invoiceId: string): Promise<{ refundId: string; amountPence: number }> {
    return this.store.run(async (tx) => {
      const invoice = await tx.get('invoice', invoiceId, { lock: true });
      const amountPence = invoice.totalPence - invoice.refundedPence;
      if (invoice.status !== 'paid' || !invoice.chargeId || amountPence <= 0) {
        throw new Error(`Invoice ${invoice.id} has nothing left to refund`);
      }
      const charge = await tx.get('charge', invoice.chargeId, { lock: true });
      const refund = await tx.insert<RefundDoc>({
        id: newTestId('refund'),
        kind: 'refund',
        chargeId: charge.id,
        invoiceId: invoice.id,
        amountPence,
        createdAt: tx.nowIso,
      });
      charge.refundedPence += amountPence;
      invoice.refundedPence += amountPence;
      await tx.update(charge);
      await tx.update(invoice);
      tx.emit('charge.refunded', stripeCharge(charge));
      return { refundId: refund.id, amountPence };
    });
  }

  async listInvoices(subscriptionId: string): Promise<ProviderInvoice[]> {
    return (await this.store.find('invoice', { subscriptionId })).map(toInvoice);
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice> {
    return toInvoice(await this.store.read('invoice', invoiceId));
  }

  async invoiceOfCharge(chargeId: string): Promise<string | null> {
    return (await this.store.read('charge', chargeId)).invoiceId;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    return verifyStripeSignedWebhook(rawBody, signatureHeader, this.webhooks.secret);
  }

  /** Locks a subscription, lets `change` edit it, saves it and announces the event `change` names (false: none). */
  private mutate(
    subscriptionId: string,
    change: (tx: TestProviderTx, sub: SubscriptionDoc) => Promise<string | false>,
  ): Promise<ProviderSubscription> {
    return this.store.run(async (tx) => {
      const sub = await tx.get('subscription', subscriptionId, { lock: true });
      const event = await change(tx, sub);
      if (event) {
        await tx.update(sub);
        tx.emit(event, stripeSubscription(sub));
      }
      return toSubscription(sub);
    });
  }
}
