import { Logger } from '@nestjs/common';
import type { AdminSubscriptions, BillingOverview } from '@trivia/contracts';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../src/billing/providers/payment-provider';
import { RenewalRemindersService } from '../src/billing/reminders/renewal-reminders.service';
import { SeedService } from '../src/seed/seed.service';
import { billingOverview, billingTestEnv, payCheckout, startCheckout, TEST_CARDS } from './billing-fixtures';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';

const DAY = 24 * 60 * 60 * 1000;

describe('billing on the built-in test provider', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp(billingTestEnv);
    provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    client = t.client();
    userId = (await registerUser(client)).id;
  });
  afterEach(() => jest.restoreAllMocks());

  const overview = () => billingOverview(client);

  /** Checkout, payment with 4242 and the success page's re-read (which does not wait for the webhook). */
  const subscribe = async (planId = 'pub-premium') => {
    const sessionId = await startCheckout(client, planId);
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    const result = await client.get(`/api/billing/checkout/${sessionId}`);
    expect(result).toMatchObject({ status: 200, body: { state: 'complete', planId } });
    return sessionId;
  };

  it('checkout, 4242 and the billing page: plan, renewal, card, money-back window and a PDF receipt', async () => {
    const sessionId = await startCheckout(client);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({
      state: 'pending',
      planId: 'pub-premium',
    });
    expect((await overview()).subscription).toBeNull();
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    // The webhook alone (through the job queue) brings the subscription in, before any success page.
    const billing = await eventually(overview, (view) => view.invoices.length === 1 && view.subscription !== null);
    expect(billing.provider).toBe('test');
    expect(billing.subscription).toMatchObject({
      planId: 'pub-premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextAmountPence: 2500,
      paymentMethod: { brand: 'visa', last4: '4242' },
      refundableUntil: expect.any(String),
    });
    expect(billing.invoices).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^TRV-\d{4}-\d{6}$/),
        totalPence: 2500,
        vatPence: 417,
        status: 'paid',
        refundedPence: 0,
      }),
    ]);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({
      state: 'complete',
      planId: 'pub-premium',
    });
    const receipt = await client.request<string>('GET', billing.invoices[0]!.receiptUrl);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(String(receipt.body).startsWith('%PDF-')).toBe(true);

    // Someone else's checkout and receipt do not exist for another member.
    const other = t.client();
    await registerUser(other);
    expect((await other.get(`/api/billing/checkout/${sessionId}`)).status).toBe(404);
    expect((await other.get(billing.invoices[0]!.receiptUrl)).status).toBe(404);
    expect((await client.get('/api/billing/invoices/not-a-uuid/receipt.pdf')).status).toBe(404);
  });

  it('a declined card (0002) is PAY_002 and grants nothing', async () => {
    const sessionId = await startCheckout(client);
    expect(await payCheckout(client, sessionId, TEST_CARDS.declined)).toMatchObject({
      status: 402,
      body: { code: 'PAY_002' },
    });
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toMatchObject({ state: 'pending' });
    expect(await overview()).toMatchObject({ subscription: null, invoices: [] });
  });

  it('refuses a second subscription (PAY_005), a client-set price or no consent (VAL_001), and guests', async () => {
    await subscribe();
    const again = await client.send('POST', '/api/billing/checkout', {
      planId: 'essentials',
      immediateAccessConsent: true,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'PAY_005' } });
    const noConsent = await client.send('POST', '/api/billing/checkout', { planId: 'essentials' });
    expect(noConsent).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    const priced = await client.send('POST', '/api/billing/checkout', {
      planId: 'essentials',
      immediateAccessConsent: true,
      amountPence: 1,
    });
    expect(priced).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect((await t.client().get('/api/billing')).status).toBe(401);
  });

  it('changes plan (pro-rated), cancels at the period end and resumes, each read back from the provider', async () => {
    await subscribe();
    const same = await client.send('POST', '/api/billing/change-plan', { planId: 'pub-premium' });
    expect(same).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    const changed = await client.send<BillingOverview>('POST', '/api/billing/change-plan', { planId: 'pub-standard' });
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({ planId: 'pub-standard', nextAmountPence: 1200 });
    const cancelled = await client.send<BillingOverview>('POST', '/api/billing/cancel');
    expect(cancelled.body.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextAmountPence: null,
    });
    const resumed = await client.send<BillingOverview>('POST', '/api/billing/resume');
    expect(resumed.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, nextAmountPence: 1200 });
    const portal = await client.send<{ url: string }>('POST', '/api/billing/portal');
    expect(portal.body.url).toContain('/test-checkout/');
  });

  it('money-back within 30 days: refunds, ends the subscription now, and only once', async () => {
    await subscribe();
    expect((await client.send('POST', '/api/billing/refund', {})).status).toBe(400);
    const refunded = await client.send<BillingOverview>('POST', '/api/billing/refund', { confirm: true });
    expect(refunded.status).toBe(200);
    expect(refunded.body.subscription).toMatchObject({
      status: 'canceled',
      refundableUntil: null,
      nextAmountPence: null,
    });
    expect(refunded.body.invoices).toEqual([expect.objectContaining({ status: 'refunded', refundedPence: 2500 })]);
    const again = await client.send('POST', '/api/billing/refund', { confirm: true });
    expect(again).toMatchObject({ status: 409, body: { code: 'PAY_004' } });
    // Access has ended: a new checkout is allowed again.
    expect(
      (await client.send('POST', '/api/billing/checkout', { planId: 'essentials', immediateAccessConsent: true }))
        .status,
    ).toBe(200);
  });

  it('money-back after 30 days: PAY_004 and nothing changes at the provider', async () => {
    await subscribe();
    await t.dataSource.query('UPDATE subscriptions SET first_paid_at = $2 WHERE user_id = $1', [
      userId,
      new Date(Date.now() - 31 * DAY),
    ]);
    const cancel = jest.spyOn(provider, 'cancelNow');
    const refund = jest.spyOn(provider, 'refundInvoice');
    const response = await client.send('POST', '/api/billing/refund', { confirm: true });
    expect(response).toMatchObject({ status: 409, body: { code: 'PAY_004' } });
    expect(cancel).not.toHaveBeenCalled();
    expect(refund).not.toHaveBeenCalled();
    expect((await overview()).subscription).toMatchObject({ status: 'active', refundableUntil: null });
  });

  it('provider unreachable: 503 PAY_003 and nothing written', async () => {
    jest.spyOn(provider, 'createCustomer').mockRejectedValue(new PaymentProviderUnavailableError('down'));
    const response = await client.send('POST', '/api/billing/checkout', {
      planId: 'pub-premium',
      immediateAccessConsent: true,
    });
    expect(response).toMatchObject({ status: 503, body: { code: 'PAY_003' } });
    expect(await t.dataSource.query('SELECT 1 FROM billing_customers WHERE user_id = $1', [userId])).toEqual([]);
    jest.restoreAllMocks();

    await subscribe();
    const before = await eventually(overview, (view) => view.invoices.length === 1);
    jest.spyOn(provider, 'getSubscription').mockRejectedValue(new PaymentProviderUnavailableError('down'));
    for (const [path, body] of [
      ['/api/billing/refund', { confirm: true }],
      ['/api/billing/change-plan', { planId: 'pub-standard' }],
      ['/api/billing/cancel', undefined],
    ] as const) {
      expect(await client.send('POST', path, body)).toMatchObject({ status: 503, body: { code: 'PAY_003' } });
    }
    expect(await overview()).toEqual(before);
  });

  it('admin sees every subscription with its MRR; members may not', async () => {
    await subscribe('pub-premium-yearly');
    expect((await client.get('/api/admin/subscriptions')).status).toBe(403);
    const admin = t.client();
    await admin.send('POST', '/api/auth/login', { email: 'admin@example.com', password: 'DemoAdmin123!' });
    const list = await admin.get<AdminSubscriptions>('/api/admin/subscriptions');
    expect(list.status).toBe(200);
    expect(list.body.rows.find((row) => row.userId === userId)).toMatchObject({
      planId: 'pub-premium-yearly',
      status: 'active',
      mrrPence: 2492,
    });
    expect(list.body.mrrPence).toBeGreaterThanOrEqual(2492);
  });

  it('reminds a yearly subscriber of the renewal a week ahead, once per period', async () => {
    await subscribe('pub-premium-yearly');
    const { currentPeriodEnd } = (await overview()).subscription!;
    const fiveDaysBefore = Date.parse(currentPeriodEnd!) - 5 * DAY;
    const reminders = t.app.get(RenewalRemindersService);
    const [{ email }] = (await t.dataSource.query('SELECT email FROM users WHERE id = $1', [userId])) as [
      { email: string },
    ];
    const mails = () =>
      t.dataSource.query(
        `SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%renews%'`,
        [email],
      );
    await reminders.sendDue(fiveDaysBefore - 3 * DAY);
    expect(await mails()).toHaveLength(0);
    await reminders.sendDue(fiveDaysBefore);
    await reminders.sendDue(fiveDaysBefore + DAY);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Your Pub Premium \(yearly\) subscription renews on /);
    expect(sent[0].body_text).toContain('£299');
  });

  it('seeds the demo subscribers through the provider, once however often the seed runs', async () => {
    await t.app.get(SeedService).onApplicationBootstrap();
    await t.app.get(SeedService).onApplicationBootstrap();
    for (const [email, password, planId] of [
      ['subscriber@example.com', 'DemoSubscriber123!', 'pub-standard'],
      ['premium@example.com', 'DemoPremium123!', 'pub-premium'],
    ] as const) {
      const demo = t.client();
      expect((await demo.send('POST', '/api/auth/login', { email, password })).status).toBe(200);
      const billing = await billingOverview(demo);
      expect(billing.subscription).toMatchObject({ planId, status: 'active', paymentMethod: { last4: '4242' } });
      expect(billing.invoices).toEqual([expect.objectContaining({ status: 'paid' })]);
      const rows = await t.dataSource.query(
        'SELECT s.provider_subscription_id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].provider_subscription_id).toMatch(/^sub_/);
    }
  });
});
