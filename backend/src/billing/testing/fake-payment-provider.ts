import { randomBytes } from 'node:crypto';
import { type BillableProductId, billableProduct } from '@trivia/contracts';
import {
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  WebhookSignatureError,
} from '../providers/payment-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An in-memory PaymentProvider for unit tests: just enough state to check out, pay, change, cancel and refund.
 * Webhooks are "signed" with the literal header `valid`, and their body is the ProviderEvent as JSON.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly sessions = new Map<string, ProviderCheckoutSession>();
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly invoices = new Map<string, ProviderInvoice>();
  private counter = 0;
  /** Ids unique across fakes, as a real provider's are (tests share one database). */
  private readonly run = randomBytes(4).toString('hex');

  constructor(public now = Date.parse('2026-03-01T10:00:00Z')) {}

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.run}${this.counter}`;
  }

  async createCustomer(): Promise<{ customerId: string }> {
    return { customerId: this.nextId('cus') };
  }

  async createCheckoutSession(input: { customerId: string; planId: BillableProductId; successUrl: string }) {
    const id = this.nextId('cs');
    this.sessions.set(id, {
      id,
      status: 'open',
      planId: input.planId,
      customerId: input.customerId,
      subscriptionId: null,
    });
    return { sessionId: id, url: `https://pay.example/${id}` };
  }

  /** The customer pays: a subscription starts with its first paid invoice. */
  pay(sessionId: string, userId: string | null = null): ProviderSubscription {
    const session = this.sessions.get(sessionId)!;
    const plan = billableProduct(session.planId);
    const start = new Date(this.now);
    const end = new Date(this.now + (plan.interval === 'year' ? 365 : 30) * DAY_MS);
    const subscription: ProviderSubscription = {
      id: this.nextId('sub'),
      customerId: session.customerId,
      planId: session.planId,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      paymentMethod: { brand: 'visa', last4: '4242' },
      userId,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.addInvoice(subscription, plan.pricePence);
    this.sessions.set(sessionId, { ...session, status: 'complete', subscriptionId: subscription.id });
    return subscription;
  }

  addInvoice(subscription: ProviderSubscription, totalPence: number, status: ProviderInvoice['status'] = 'paid') {
    const invoice: ProviderInvoice = {
      id: this.nextId('in'),
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      status,
      totalPence,
      refundedPence: 0,
      chargeId: status === 'paid' ? this.nextId('ch') : null,
      planId: subscription.planId,
      description: `${billableProduct(subscription.planId).name} subscription`,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      createdAt: new Date(this.now),
      paidAt: status === 'paid' ? new Date(this.now) : null,
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  async getCheckoutSession(sessionId: string) {
    return this.sessions.get(sessionId)!;
  }

  async createPortalSession() {
    return { url: 'https://pay.example/portal' };
  }

  async getSubscription(id: string) {
    return this.subscriptions.get(id)!;
  }

  async changePlan(id: string, planId: BillableProductId) {
    return this.update(id, { planId });
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    return this.update(id, { cancelAtPeriodEnd: cancel });
  }

  async cancelNow(id: string) {
    return this.update(id, { status: 'canceled', cancelAtPeriodEnd: false });
  }

  async refundInvoice(invoiceId: string) {
    const invoice = this.invoices.get(invoiceId)!;
    const amountPence = invoice.totalPence - invoice.refundedPence;
    this.invoices.set(invoiceId, { ...invoice, refundedPence: invoice.totalPence });
    return { refundId: this.nextId('re'), amountPence };
  }

  async listInvoices(subscriptionId: string) {
    return [...this.invoices.values()]
      .filter((invoice) => invoice.subscriptionId === subscriptionId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async getInvoice(invoiceId: string) {
    return this.invoices.get(invoiceId)!;
  }

  async invoiceOfCharge(chargeId: string) {
    return [...this.invoices.values()].find((invoice) => invoice.chargeId === chargeId)?.id ?? null;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (signatureHeader !== 'valid') throw new WebhookSignatureError('Bad signature');
    const event = JSON.parse(rawBody.toString('utf8')) as ProviderEvent & { createdAt: string };
    return { ...event, createdAt: new Date(event.createdAt) };
  }

  private update(id: string, changes: Partial<ProviderSubscription>): ProviderSubscription {
    const updated = { ...this.subscriptions.get(id)!, ...changes };
    this.subscriptions.set(id, updated);
    return updated;
  }
}
