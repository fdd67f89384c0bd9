import { Logger } from '@nestjs/common';
import type { AdminSubscriptions, BillingOverview, TestCheckoutSession } from '@trivia/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/billing/providers/payment-provider';
import { BillingSyncService } from '../src/billing/sync/billing-sync.service';
import { ApiTierService } from '../src/developer-api/tiers/api-tier.service';
import {
  billingOverview,
  billingTestEnv,
  type HeldDelivery,
  holdTestDeliveries,
  payCheckout,
  postWebhook,
  startCheckout,
} from './billing-fixtures';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';

/** Issue 15: developer API tiers bought through the same billing as the site's plans, one of each line at once. */
describe('API tiers through billing (built-in test provider)', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let tiers: ApiTierService;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp(billingTestEnv);
    provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    tiers = t.app.get(ApiTierService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    client = t.client();
    userId = (await registerUser(client)).id;
  });
  afterEach(() => jest.restoreAllMocks());

  const overview = () => billingOverview(client);
  /** Checkout, payment with 4242 and the success page's re-read (which does not wait for the webhook). */
  const subscribe = async (planId: string) => {
    const sessionId = await startCheckout(client, planId);
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    const result = await client.get(`/api/billing/checkout/${sessionId}`);
    expect(result).toMatchObject({ status: 200, body: { state: 'complete', planId } });
    return sessionId;
  };
  const tierNow = async () => (await tiers.tierOf(userId)).id;
  const upgradeEvents = async (): Promise<{ properties: Record<string, unknown> }[]> =>
    t.dataSource.query(`SELECT properties FROM analytics_events WHERE name = 'api_tier_upgrade' AND user_id = $1`, [
      userId,
    ]);

  it('a Pub Premium member buys API Starter: both subscriptions current, the tier applies, site grants unchanged', async () => {
    await subscribe('pub-premium');
    expect(await tierNow()).toBe('api-free');

    const sessionId = await startCheckout(client, 'api-starter');
    // The amount is the server's: the provider's checkout page shows the catalogue price of the tier named.
    const page = await client.get<TestCheckoutSession>(`/api/test-payments/sessions/${sessionId}`);
    expect(page.body).toMatchObject({ planName: 'API Starter', amountPence: 999, interval: 'month' });
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({
      state: 'complete',
      planId: 'api-starter',
    });

    const billing = await eventually(overview, (view) => view.invoices.length === 2);
    expect(billing.subscription).toMatchObject({ planId: 'pub-premium', status: 'active', nextAmountPence: 2500 });
    expect(billing.apiSubscription).toMatchObject({
      planId: 'api-starter',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextAmountPence: 999,
      paymentMethod: { brand: 'visa', last4: '4242' },
      refundableUntil: expect.any(String),
    });
    const apiInvoice = billing.invoices.find((invoice) => invoice.totalPence === 999);
    expect(apiInvoice).toMatchObject({
      status: 'paid',
      vatPence: 167,
      description: expect.stringContaining('API Starter'),
    });
    const receipt = await client.request<string>('GET', apiInvoice!.receiptUrl);
    expect(receipt).toMatchObject({
      status: 200,
      headers: expect.objectContaining({ 'content-type': 'application/pdf' }),
    });

    expect(await tierNow()).toBe('api-starter');
    const entitlements = await client.get<{ planId: string }>('/api/entitlements');
    expect(entitlements.body.planId).toBe('pub-premium');
    expect(await upgradeEvents()).toEqual([{ properties: { value: 25, currency: 'GBP', tier: 'api-starter' } }]);
  });

  it('"already subscribed" (PAY_005) is per line: an API member may still buy a site plan, not a second tier', async () => {
    await subscribe('api-starter');
    for (const planId of ['api-starter', 'api-pro']) {
      const second = await client.send('POST', '/api/billing/checkout', { planId, immediateAccessConsent: true });
      expect(second).toMatchObject({ status: 409, body: { code: 'PAY_005' } });
    }
    await subscribe('essentials');
    const billing = await overview();
    expect(billing.subscription?.planId).toBe('essentials');
    expect(billing.apiSubscription?.planId).toBe('api-starter');
    expect(await tierNow()).toBe('api-starter');
  });

  it('refuses an unknown or free tier and a client-set price with VAL_001, starting nothing', async () => {
    for (const body of [
      { planId: 'api-free', immediateAccessConsent: true },
      { planId: 'api-enterprise', immediateAccessConsent: true },
      { planId: 'api-starter', immediateAccessConsent: true, amountPence: 1 },
      { planId: 'api-starter' },
    ]) {
      const response = await client.send<{ code: string; details?: { path: string }[] }>(
        'POST',
        '/api/billing/checkout',
        body,
      );
      expect(response).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    }
    const unknown = await client.send<{ details: { path: string }[] }>('POST', '/api/billing/checkout', {
      planId: 'api-enterprise',
      immediateAccessConsent: true,
    });
    expect(JSON.stringify(unknown.body)).toContain('planId');
    expect((await client.send('POST', '/api/billing/cancel', { line: 'mobile' })).status).toBe(400);
    expect(await t.dataSource.query('SELECT 1 FROM billing_customers WHERE user_id = $1', [userId])).toEqual([]);
  });

  it('cancels the API tier alone (access to the period end), resumes it, and moves Starter to Pro pro-rated', async () => {
    await subscribe('pub-standard');
    await subscribe('api-starter');

    const cancelled = await client.send<BillingOverview>('POST', '/api/billing/cancel', { line: 'api' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.apiSubscription).toMatchObject({ cancelAtPeriodEnd: true, nextAmountPence: null });
    expect(cancelled.body.subscription).toMatchObject({ planId: 'pub-standard', cancelAtPeriodEnd: false });
    expect(await tierNow()).toBe('api-starter');

    const resumed = await client.send<BillingOverview>('POST', '/api/billing/resume', { line: 'api' });
    expect(resumed.body.apiSubscription).toMatchObject({ cancelAtPeriodEnd: false, nextAmountPence: 999 });

    // A tier cannot become a site plan, nor a site plan a tier: the new plan's line picks the subscription.
    const changed = await client.send<BillingOverview>('POST', '/api/billing/change-plan', { planId: 'api-pro' });
    expect(changed.status).toBe(200);
    expect(changed.body.apiSubscription).toMatchObject({ planId: 'api-pro', nextAmountPence: 2900 });
    expect(changed.body.subscription).toMatchObject({ planId: 'pub-standard' });
    expect(changed.body.invoices.length).toBe(3);
    expect(await tierNow()).toBe('api-pro');
    // Still one conversion: the upgrade counts when the API subscription is first paid for, not at each change.
    expect(await upgradeEvents()).toHaveLength(1);
  });

  it('changing or cancelling an API tier without one is DL_001; the site plan is untouched', async () => {
    await subscribe('pub-standard');
    expect(await client.send('POST', '/api/billing/change-plan', { planId: 'api-pro' })).toMatchObject({
      status: 403,
      body: { code: 'DL_001' },
    });
    expect((await client.send('POST', '/api/billing/cancel', { line: 'api' })).status).toBe(403);
    expect((await overview()).subscription).toMatchObject({ planId: 'pub-standard', cancelAtPeriodEnd: false });
  });

  it('money-back on the API tier refunds and ends it only; the site plan keeps its own guarantee', async () => {
    await subscribe('pub-premium');
    await subscribe('api-starter');

    const refunded = await client.send<BillingOverview>('POST', '/api/billing/refund', { confirm: true, line: 'api' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.apiSubscription).toMatchObject({ status: 'canceled', refundableUntil: null });
    expect(refunded.body.subscription).toMatchObject({
      planId: 'pub-premium',
      status: 'active',
      refundableUntil: expect.any(String),
    });
    const apiInvoice = await eventually(overview, (view) =>
      view.invoices.some((invoice) => invoice.totalPence === 999 && invoice.status === 'refunded'),
    );
    expect(apiInvoice.invoices.find((invoice) => invoice.totalPence === 999)).toMatchObject({
      status: 'refunded',
      refundedPence: 999,
    });
    expect(await tierNow()).toBe('api-free');

    // Once per line: a second API tier bought now is not refundable again.
    await subscribe('api-pro');
    expect((await overview()).apiSubscription).toMatchObject({ planId: 'api-pro', refundableUntil: null });
    expect(await client.send('POST', '/api/billing/refund', { confirm: true, line: 'api' })).toMatchObject({
      status: 409,
      body: { code: 'PAY_004' },
    });
  });

  it('a replayed checkout webhook syncs once and records the api_tier_upgrade once', async () => {
    const held: HeldDelivery[] = holdTestDeliveries(t);
    const sessionId = await startCheckout(client, 'api-starter');
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    const completed = await eventually(
      async () => held.find((item) => item.event.type === 'checkout.session.completed'),
      Boolean,
    );
    expect(completed).toBeDefined();
    expect(await upgradeEvents()).toEqual([]);

    for (let i = 0; i < 3; i += 1) {
      expect((await postWebhook(client, completed!.rawBody, completed!.signature)).status).toBe(200);
    }
    // Ingest runs on the job queue: the sync lands shortly after the first 200.
    await eventually(upgradeEvents, (events) => events.length > 0, 10_000);
    const rows = (await t.dataSource.query(`SELECT id FROM subscriptions WHERE user_id = $1`, [userId])) as {
      id: string;
    }[];
    expect(rows).toHaveLength(1);
    const subscriptionId = rows[0]!.id;
    // The success page's read-back and a direct re-sync land on the same, already counted, subscription.
    await client.get(`/api/billing/checkout/${sessionId}`);
    const { subscriptionId: providerId } = await provider.getCheckoutSession(sessionId);
    await t.app.get(BillingSyncService).syncSubscription(providerId!);

    expect(await upgradeEvents()).toEqual([{ properties: { value: 25, currency: 'GBP', tier: 'api-starter' } }]);
    expect(await t.dataSource.query(`SELECT id FROM subscriptions WHERE user_id = $1`, [userId])).toEqual([
      { id: subscriptionId },
    ]);
  });

  it('admin MRR counts both lines, and says how much comes from each', async () => {
    await subscribe('pub-standard');
    await subscribe('api-pro');
    const admin = t.client();
    await admin.send('POST', '/api/auth/login', { email: 'admin@example.com', password: 'DemoAdmin123!' });
    const list = await admin.get<AdminSubscriptions>('/api/admin/subscriptions');
    expect(list.status).toBe(200);
    const mine = list.body.rows.filter((row) => row.userId === userId).map((row) => [row.planId, row.mrrPence]);
    expect(mine.sort()).toEqual([
      ['api-pro', 2900],
      ['pub-standard', 1200],
    ]);
    expect(list.body.mrrByLinePence.api).toBeGreaterThanOrEqual(2900);
    expect(list.body.mrrByLinePence.site).toBeGreaterThanOrEqual(1200);
    // Each line is rounded on its own (a yearly plan counts a twelfth), so the two may sum a penny off the total.
    const sum = list.body.mrrByLinePence.site! + list.body.mrrByLinePence.api!;
    expect(Math.abs(list.body.mrrPence - sum)).toBeLessThanOrEqual(1);
  });
});
