import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { PLANS } from '@trivia/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from '../src/billing/providers/payment-provider';
import { prorate } from '../src/billing/providers/test-provider/billing-periods';
import { TestClock } from '../src/billing/providers/test-provider/test-clock';
import { TestRenewals } from '../src/billing/providers/test-provider/test-renewals';
import { WebhookIngestService } from '../src/billing/webhooks/webhook-ingest.service';
import { eventually, startTestApp, type TestApp, type TestClient } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995' };
const card = (cardNumber: string, expiry = '12/39') => ({ cardNumber, expiry, cvc: '123', name: 'Test Person' });

interface Delivered {
  event: ProviderEvent;
  body: { type: string; data: { object: Record<string, unknown> } };
}

describe('built-in test payment provider', () => {
  let testApp: TestApp;
  let client: TestClient;
  let provider: PaymentProvider;
  let clock: TestClock;
  const delivered: Delivered[] = [];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    testApp = await startTestApp({ BILLING_TEST_WEBHOOK_SECRET: 'whsec_integration_test_secret' });
    client = testApp.client();
    provider = testApp.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    clock = testApp.app.get(TestClock);
    // Stands in for the billing domain's ingest (these customers are no members): the same signature check.
    jest
      .spyOn(testApp.app.get(WebhookIngestService), 'receiveTestDelivery')
      .mockImplementation(async ({ rawBody, signature }) => {
        const event = provider.verifyWebhook(Buffer.from(rawBody), signature);
        delivered.push({ event, body: JSON.parse(rawBody) as Delivered['body'] });
      });
  });
  afterAll(() => testApp.close());

  const eventsFor = (customerId: string) => delivered.filter((item) => item.event.customerId === customerId);
  const typesFor = (customerId: string) => eventsFor(customerId).map((item) => item.event.type);
  const waitForEvent = (customerId: string, type: string, count = 1) =>
    eventually(
      async () => typesFor(customerId).filter((candidate) => candidate === type).length,
      (seen) => seen >= count,
    );

  async function openCheckout(planId: 'pub-standard' | 'pub-premium' | 'essentials' = 'pub-standard') {
    const userId = randomUUID();
    const { customerId } = await provider.createCustomer({ userId, email: `${userId}@test.example.com`, name: 'T' });
    const session = await provider.createCheckoutSession({
      customerId,
      userId,
      planId,
      successUrl: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/pricing?checkout=cancelled',
    });
    return { userId, customerId, ...session };
  }

  const pay = (sessionId: string, cardNumber: string, expiry?: string) =>
    client.send<{ redirectUrl?: string; code?: string; message?: string; issues?: unknown[] }>(
      'POST',
      `/api/test-payments/sessions/${sessionId}/pay`,
      card(cardNumber, expiry),
    );

  async function subscribe(planId: 'pub-standard' | 'pub-premium' = 'pub-standard') {
    const checkout = await openCheckout(planId);
    expect((await pay(checkout.sessionId, CARDS.ok)).status).toBe(200);
    const session = await provider.getCheckoutSession(checkout.sessionId);
    return { ...checkout, subscriptionId: session.subscriptionId! };
  }

  const chargesOf = async (customerId: string) =>
    Number(
      (
        await testApp.dataSource.query(
          `SELECT count(*) AS n FROM test_provider_objects WHERE kind = 'charge' AND data->>'customerId' = $1`,
          [customerId],
        )
      )[0].n,
    );

  it('takes a 4242 payment: subscription, paid invoice and signed Stripe-shaped events', async () => {
    const checkout = await openCheckout('pub-standard');
    expect(checkout.url).toBe(`${testApp.config.publicUrl}/test-checkout/${checkout.sessionId}`);
    const page = await client.get(`/api/test-payments/sessions/${checkout.sessionId}`);
    expect(page.body).toMatchObject({
      mode: 'subscription',
      planName: 'Pub Standard',
      amountPence: 1200,
      state: 'open',
    });

    const paid = await pay(checkout.sessionId, CARDS.ok);
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`http://localhost:3000/subscription/success?session_id=${checkout.sessionId}`);

    const session = await provider.getCheckoutSession(checkout.sessionId);
    expect(session).toMatchObject({ status: 'complete', planId: 'pub-standard', customerId: checkout.customerId });
    const subscription = await provider.getSubscription(session.subscriptionId!);
    expect(subscription).toMatchObject({
      status: 'active',
      planId: 'pub-standard',
      userId: checkout.userId,
      cancelAtPeriodEnd: false,
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    const days = (subscription.currentPeriodEnd!.getTime() - subscription.currentPeriodStart!.getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const [invoice] = await provider.listInvoices(subscription.id);
    expect(invoice).toMatchObject({
      status: 'paid',
      totalPence: PLANS['pub-standard'].pricePence,
      planId: 'pub-standard',
    });

    await waitForEvent(checkout.customerId, 'invoice.paid');
    await waitForEvent(checkout.customerId, 'customer.subscription.created');
    await waitForEvent(checkout.customerId, 'checkout.session.completed');
    const completed = eventsFor(checkout.customerId).find((item) => item.event.type === 'checkout.session.completed')!;
    expect(completed.event).toMatchObject({ objectId: checkout.sessionId, subscriptionId: subscription.id });
    expect(completed.event.id).toMatch(/^evt_test_/);
    const paidEvent = eventsFor(checkout.customerId).find((item) => item.event.type === 'invoice.paid')!;
    expect(paidEvent.event).toMatchObject({ invoiceId: invoice!.id, subscriptionId: subscription.id });
    // No card number anywhere in the provider's records: only brand and last 4.
    const stored = await testApp.dataSource.query(`SELECT data::text AS data FROM test_provider_objects`);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it('declines 0002 and 9995 with PAY_002, leaving the session open and no subscription', async () => {
    const checkout = await openCheckout();
    const declined = await pay(checkout.sessionId, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'PAY_002', message: 'Your card was declined.' });
    const noFunds = await pay(checkout.sessionId, CARDS.noFunds);
    expect(noFunds.body).toMatchObject({ code: 'PAY_002', message: 'Your card has insufficient funds.' });

    expect(await provider.getCheckoutSession(checkout.sessionId)).toMatchObject({
      status: 'open',
      subscriptionId: null,
    });
    const subs = await testApp.dataSource.query(
      `SELECT id FROM test_provider_objects WHERE kind = 'subscription' AND data->>'customerId' = $1`,
      [checkout.customerId],
    );
    expect(subs).toEqual([]);
    expect(await chargesOf(checkout.customerId)).toBe(0);
    // The customer may then try another card.
    expect((await pay(checkout.sessionId, CARDS.ok)).status).toBe(200);
  });

  it('answers 400 VAL_001 for an unknown card number or a past expiry, and 404 for an unknown session', async () => {
    const checkout = await openCheckout();
    const other = await pay(checkout.sessionId, '4111 1111 1111 1111');
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      code: 'VAL_001',
      issues: [{ path: 'cardNumber', message: 'Use a test card such as 4242 4242 4242 4242' }],
    });
    const expired = await pay(checkout.sessionId, CARDS.ok, '01/20');
    expect(expired.body).toMatchObject({ code: 'VAL_001', issues: [{ path: 'expiry' }] });
    expect((await pay(`cs_test_${'0'.repeat(24)}`, CARDS.ok)).status).toBe(404);
    expect((await client.get('/api/test-payments/sessions/nonsense')).status).toBe(400);
    // A pay without the CSRF token is refused like every other cookie-borne mutation.
    const forged = await client.request(
      'POST',
      `/api/test-payments/sessions/${checkout.sessionId}/pay`,
      card(CARDS.ok),
    );
    expect(forged.status).toBe(403);
    expect(await chargesOf(checkout.customerId)).toBe(0);
  });

  it('charges once when the same session is paid twice at the same time', async () => {
    const checkout = await openCheckout();
    const [first, second] = await Promise.all([pay(checkout.sessionId, CARDS.ok), pay(checkout.sessionId, CARDS.ok)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.redirectUrl).toBe(second.body.redirectUrl);
    expect(await chargesOf(checkout.customerId)).toBe(1);
  });

  it('pro-rates a plan change into one paid invoice and announces it', async () => {
    const { customerId, subscriptionId } = await subscribe('pub-standard');
    const before = await provider.getSubscription(subscriptionId);
    clock.advance(10 * DAY);
    const changed = await provider.changePlan(subscriptionId, 'pub-premium');
    expect(changed).toMatchObject({ planId: 'pub-premium', status: 'active' });
    expect(changed.currentPeriodEnd).toEqual(before.currentPeriodEnd);

    const [latest] = await provider.listInvoices(subscriptionId);
    const expected = prorate({
      oldPricePence: 1200,
      oldInterval: 'month',
      newPricePence: 2500,
      newInterval: 'month',
      periodStart: before.currentPeriodStart!,
      periodEnd: before.currentPeriodEnd!,
      now: latest!.createdAt,
    });
    expect(latest).toMatchObject({ status: 'paid', planId: 'pub-premium', totalPence: expected.totalPence });
    expect(expected.totalPence).toBeGreaterThan(0);
    expect(expected.totalPence).toBeLessThan(2500 - 1200);
    await waitForEvent(customerId, 'customer.subscription.updated');
    await waitForEvent(customerId, 'invoice.paid', 2);
  });

  it('keeps a downgrade credit larger than the new charge on the customer and takes renewals from it first', async () => {
    const { customerId, subscriptionId } = await subscribe('pub-premium');
    await provider.changePlan(subscriptionId, 'essentials');
    const [downgrade] = await provider.listInvoices(subscriptionId);
    const balanceOf = async () =>
      Number(
        (
          await testApp.dataSource.query(
            `SELECT coalesce((data->>'balancePence')::int, 0) AS balance FROM test_provider_objects WHERE id = $1`,
            [customerId],
          )
        )[0].balance,
      );
    // Nearly all of £25.00 unused, less £9.99 for the rest of the month: the card is not charged, the rest is credit.
    expect(downgrade).toMatchObject({ status: 'paid', planId: 'essentials', totalPence: 0 });
    const credit = -(await balanceOf());
    expect(credit).toBeGreaterThan(2500 - 999 - 50);
    expect(credit).toBeLessThanOrEqual(2500 - 999);

    const renewals = testApp.app.get(TestRenewals);
    const chargesBefore = await chargesOf(customerId);
    clock.advance(32 * DAY);
    await renewals.runDue();
    const [first] = await provider.listInvoices(subscriptionId);
    expect(first).toMatchObject({ status: 'paid', totalPence: 0 });
    expect(await balanceOf()).toBe(-(credit - 999));
    expect(await chargesOf(customerId)).toBe(chargesBefore);

    clock.advance(32 * DAY);
    await renewals.runDue();
    const [second] = await provider.listInvoices(subscriptionId);
    expect(second).toMatchObject({ status: 'paid', totalPence: 999 - (credit - 999) });
    expect(await balanceOf()).toBe(0);
    expect(await chargesOf(customerId)).toBe(chargesBefore + 1);
  });

  it('fails a renewal on a saved 0002 card (past_due), then the card update pays it', async () => {
    const { customerId, subscriptionId } = await subscribe('pub-standard');
    const portal = await provider.createPortalSession({ customerId, returnUrl: 'http://localhost:3000/billing' });
    const setupId = portal.url.split('/test-checkout/')[1]!;
    expect((await client.get(`/api/test-payments/sessions/${setupId}`)).body).toMatchObject({ mode: 'setup' });
    expect((await pay(setupId, CARDS.declined)).body.redirectUrl).toBe('http://localhost:3000/billing');

    clock.advance(32 * DAY);
    await testApp.app.get(TestRenewals).runDue();
    expect(await provider.getSubscription(subscriptionId)).toMatchObject({
      status: 'past_due',
      paymentMethod: { last4: '0002' },
    });
    await waitForEvent(customerId, 'invoice.payment_failed');
    const [open] = await provider.listInvoices(subscriptionId);
    expect(open).toMatchObject({ status: 'open', totalPence: 1200 });

    const update = await provider.createPortalSession({ customerId, returnUrl: 'http://localhost:3000/billing' });
    const updateId = update.url.split('/test-checkout/')[1]!;
    expect((await client.get(`/api/test-payments/sessions/${updateId}`)).body).toMatchObject({ amountPence: 1200 });
    expect((await pay(updateId, CARDS.ok)).status).toBe(200);
    expect(await provider.getSubscription(subscriptionId)).toMatchObject({
      status: 'active',
      paymentMethod: { last4: '4242' },
    });
    expect((await provider.getInvoice(open!.id)).status).toBe('paid');
  });

  it('cancels at period end, refunds an invoice and expires an abandoned checkout, announcing each', async () => {
    const { customerId, subscriptionId } = await subscribe('pub-premium');
    expect((await provider.setCancelAtPeriodEnd(subscriptionId, true)).cancelAtPeriodEnd).toBe(true);
    const [invoice] = await provider.listInvoices(subscriptionId);
    expect(await provider.refundInvoice(invoice!.id)).toMatchObject({ amountPence: 2500 });
    expect(await provider.getInvoice(invoice!.id)).toMatchObject({ refundedPence: 2500 });
    await waitForEvent(customerId, 'charge.refunded');
    const refunded = eventsFor(customerId).find((item) => item.event.type === 'charge.refunded')!;
    expect(refunded.event.invoiceId).toBe(invoice!.id);

    const abandoned = await openCheckout();
    clock.advance(40 * DAY);
    await testApp.app.get(TestRenewals).runDue();
    expect((await provider.getSubscription(subscriptionId)).status).toBe('canceled');
    await waitForEvent(customerId, 'customer.subscription.deleted');
    expect((await provider.getCheckoutSession(abandoned.sessionId)).status).toBe('expired');
    await waitForEvent(abandoned.customerId, 'checkout.session.expired');
    expect((await pay(abandoned.sessionId, CARDS.ok)).status).toBe(404);
  });
});
