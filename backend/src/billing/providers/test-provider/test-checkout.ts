import { Inject, Injectable } from '@nestjs/common';
import { type BillableProductId, billableProduct, productLineOf, type TestCheckoutSession } from '@trivia/contracts';
import { APP_CONFIG, type AppConfig } from '../../../infra/config/config';
import { addInterval } from './billing-periods';
import type { SavedCard } from './test-cards';
import {
  AlreadySubscribedError,
  type CheckoutSessionDoc,
  CheckoutClosedError,
  newTestId,
  stripeCheckoutSession,
  stripeSubscription,
  type SubscriptionDoc,
} from './test-provider-documents';
import { TestProviderStore, type TestProviderTx } from './test-provider-store';
import { createInvoice, payNowOrThrow, planLine } from './test-invoicing';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Subscriptions still billing the customer: a new checkout must not start a second one of the same line. */
const LIVE: SubscriptionDoc['status'][] = ['active', 'trialing', 'past_due'];

/** Subscriptions whose card a setup session may replace (a canceled one has nothing left to pay). */
const MANAGEABLE: SubscriptionDoc['status'][] = ['active', 'trialing', 'past_due', 'unpaid'];

/**
 * The test provider's hosted checkout: sessions that buy a plan, and setup sessions that replace the saved card
 * (paying what a failed renewal still owes), both paid on our /test-checkout/:id page.
 */
@Injectable()
export class TestCheckout {
  constructor(
    private readonly store: TestProviderStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(input: {
    mode: CheckoutSessionDoc['mode'];
    customerId: string;
    userId: string;
    planId: BillableProductId;
    subscriptionId: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSessionDoc> {
    return this.store.run(async (tx) => {
      await tx.get('customer', input.customerId);
      const id = newTestId('checkout_session');
      return tx.insert<CheckoutSessionDoc>({
        ...input,
        id,
        kind: 'checkout_session',
        status: 'open',
        url: `${this.config.publicUrl}/test-checkout/${id}`,
        createdAt: tx.nowIso,
        expiresAt: new Date(tx.now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
        completedAt: null,
      });
    });
  }

  /**
   * A setup session for the customer's current subscription, or null when there is none to manage. With a site
   * plan and an API tier both live, the one whose renewal failed comes first (its debt is paid with the new card);
   * the new card is saved on every live subscription of the customer either way, as Stripe's default card is.
   */
  async createSetup(customerId: string, returnUrl: string): Promise<CheckoutSessionDoc | null> {
    const subscriptions = (await this.store.find('subscription', { customerId })).filter((sub) =>
      MANAGEABLE.includes(sub.status),
    );
    const current =
      subscriptions.find((sub) => sub.status === 'past_due' || sub.status === 'unpaid') ?? subscriptions[0];
    if (!current) return null;
    return this.create({
      mode: 'setup',
      customerId,
      userId: current.userId,
      planId: current.planId,
      subscriptionId: current.id,
      successUrl: returnUrl,
      cancelUrl: returnUrl,
    });
  }

  /** What the checkout page shows: never the card, never anything the customer could change. */
  async describe(sessionId: string): Promise<TestCheckoutSession> {
    const session = await this.store.read('checkout_session', sessionId);
    const customer = await this.store.read('customer', session.customerId);
    const plan = billableProduct(session.planId);
    let amountPence = plan.pricePence;
    if (session.mode === 'setup') {
      const owed = session.subscriptionId ? await this.openInvoiceOf(session.subscriptionId) : null;
      amountPence = owed?.totalPence ?? 0;
    }
    const expired = session.status === 'open' && Date.parse(session.expiresAt) <= this.store.now().getTime();
    return {
      id: session.id,
      mode: session.mode,
      planName: plan.name,
      amountPence,
      interval: session.mode === 'subscription' ? plan.interval : null,
      customerEmail: customer.email,
      state: expired ? 'expired' : session.status,
      cancelUrl: session.cancelUrl,
    };
  }

  /**
   * Pays a session with a card already checked against the test-card rules. The session row is locked, so two
   * attempts at once (two tabs, two nodes) charge once: the second finds it complete and gets the same answer.
   * A decline throws PaymentDeclinedError and rolls everything back: the session stays open for another card.
   */
  pay(sessionId: string, card: SavedCard): Promise<{ redirectUrl: string }> {
    return this.store.run(async (tx) => {
      const session = await tx.get('checkout_session', sessionId, { lock: true });
      if (session.status === 'expired' || (session.status === 'open' && session.expiresAt <= tx.nowIso)) {
        throw new CheckoutClosedError(session.id);
      }
      if (session.status === 'open') {
        if (session.mode === 'subscription') await this.subscribe(tx, session, card);
        else await this.replaceCard(tx, session, card);
        session.status = 'complete';
        session.completedAt = tx.nowIso;
        await tx.update(session);
        // Stripe does not promise an order of events either: the handler re-reads the objects.
        tx.emit('checkout.session.completed', stripeCheckoutSession(session));
      }
      return { redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
    });
  }

  private async subscribe(tx: TestProviderTx, session: CheckoutSessionDoc, card: SavedCard): Promise<void> {
    // Two checkouts opened in two tabs: the customer row lock makes the second payment wait and then see the first.
    await tx.get('customer', session.customerId, { lock: true });
    const line = productLineOf(session.planId);
    const live = await tx.find('subscription', { customerId: session.customerId });
    const sameLine = live.filter((sub) => productLineOf(sub.planId) === line);
    if (sameLine.some((sub) => LIVE.includes(sub.status))) throw new AlreadySubscribedError(session.customerId);
    const plan = billableProduct(session.planId);
    const periodEnd = addInterval(tx.now, plan.interval);
    const sub: SubscriptionDoc = {
      id: newTestId('subscription'),
      kind: 'subscription',
      customerId: session.customerId,
      userId: session.userId,
      planId: session.planId,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: tx.nowIso,
      currentPeriodEnd: periodEnd.toISOString(),
      paymentMethod: card,
      failedRetries: 0,
      nextRetryAt: null,
      latestInvoiceId: null,
      canceledAt: null,
      createdAt: tx.nowIso,
    };
    const invoice = await createInvoice(tx, sub, 'subscription_create', [planLine(sub, tx.now, periodEnd)]);
    sub.latestInvoiceId = invoice.id;
    await tx.insert(sub);
    tx.emit('customer.subscription.created', stripeSubscription(sub));
    await payNowOrThrow(tx, invoice, card);
    await this.saveCardOnCustomer(tx, session.customerId, card);
    session.subscriptionId = sub.id;
  }

  /**
   * A new card for a subscription; what a failed renewal owes is charged to it first (and must succeed). The
   * customer's other live subscription (the other product line) is charged to the new card from then on too.
   */
  private async replaceCard(tx: TestProviderTx, session: CheckoutSessionDoc, card: SavedCard): Promise<void> {
    await this.saveCardOnCustomer(tx, session.customerId, card);
    if (!session.subscriptionId) return;
    for (const other of await tx.find('subscription', { customerId: session.customerId })) {
      if (other.id === session.subscriptionId || !MANAGEABLE.includes(other.status)) continue;
      const locked = await tx.get('subscription', other.id, { lock: true });
      locked.paymentMethod = card;
      await tx.update(locked);
      tx.emit('customer.subscription.updated', stripeSubscription(locked));
    }
    const sub = await tx.get('subscription', session.subscriptionId, { lock: true });
    sub.paymentMethod = card;
    const owed = sub.status === 'past_due' || sub.status === 'unpaid' ? await this.openInvoiceOf(sub.id, tx) : null;
    if (owed) {
      await payNowOrThrow(tx, owed, card);
      sub.status = 'active';
      sub.failedRetries = 0;
      sub.nextRetryAt = null;
    }
    await tx.update(sub);
    tx.emit('customer.subscription.updated', stripeSubscription(sub));
  }

  private async saveCardOnCustomer(tx: TestProviderTx, customerId: string, card: SavedCard): Promise<void> {
    const customer = await tx.get('customer', customerId, { lock: true });
    customer.paymentMethod = card;
    await tx.update(customer);
  }

  private async openInvoiceOf(subscriptionId: string, tx?: TestProviderTx) {
    const invoices = tx
      ? await tx.find('invoice', { subscriptionId, status: 'open' })
      : await this.store.find('invoice', { subscriptionId, status: 'open' });
    return invoices[0] ?? null;
  }
}
