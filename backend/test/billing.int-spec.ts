import { Logger } from '@nestjs/common';
import type { AdminSubscriptions, BillingOverview } from '@trivia/contracts';
import { PaymentProviderUnavailableError } from '../src/billing/providers/payment-provider';
import { RenewalRemindersService } from '../src/billing/reminders/renewal-reminders.service';
import type { FakePaymentProvider } from '../src/billing/testing/fake-payment-provider';
import { startCheckout, useFakeProvider } from './billing-fixtures';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

const DAY = 24 * 60 * 60 * 1000;

describe('billing', () => {
  let t: TestApp;
  let fake: FakePaymentProvider;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    fake = useFakeProvider(t);
    client = t.client();
    userId = (await registerUser(client)).id;
  });
  afterEach(() => jest.restoreAllMocks());

  const overview = async () => {
    const response = await client.get<BillingOverview>('/api/billing');
    expect(response.status).toBe(200);
    return response.body;
  };

  /** Checkout, payment on the provider, and the success page's re-read (no webhook needed for it). */
  const subscribe = async (planId = 'pub-premium') => {
    const sessionId = await startCheckout(client, planId);
    const subscription = fake.pay(sessionId);
    const result = await client.get(`/api/billing/checkout/${sessionId}`);
    expect(result).toMatchObject({ status: 200, body: { state: 'complete', planId } });
    return subscription;
  };

  it('checkout, payment and the billing page: plan, renewal, card, money-back window and a receipt', async () => {
    const sessionId = await startCheckout(client);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({
      state: 'pending',
      planId: 'pub-premium',
    });
    expect((await overview()).subscription).toBeNull();
    fake.pay(sessionId);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toEqual({
      state: 'complete',
      planId: 'pub-premium',
    });
    const billing = await overview();
    expect(billing.subscription).toMatchObject({
      planId: 'pub-premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextAmountPence: 2500,
      paymentMethod: { brand: 'visa', last4: '4242' },
      refundableUntil: expect.any(String),
    });
    expect(billing.invoices).toEqual([
      expect.objectContaining({ totalPence: 2500, vatPence: 417, status: 'paid', refundedPence: 0 }),
    ]);
    const receipt = await client.request<string>('GET', billing.invoices[0]!.receiptUrl);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(String(receipt.body).startsWith('%PDF-')).toBe(true);

    // Someone else's checkout and receipt do not exist for this member.
    const other = t.client();
    await registerUser(other);
    expect((await other.get(`/api/billing/checkout/${sessionId}`)).status).toBe(404);
    expect((await other.get(billing.invoices[0]!.receiptUrl)).status).toBe(404);
    expect((await client.get('/api/billing/invoices/not-a-uuid/receipt.pdf')).status).toBe(404);
  });

  it('refuses a second subscription (PAY_005), bad input (VAL_001) and guests', async () => {
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

  it('changes plan, cancels at the period end and resumes, each read back from the provider', async () => {
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
    expect((await client.send('POST', '/api/billing/portal')).body).toEqual({ url: 'https://pay.example/portal' });
  });

  it('money-back within 30 days: refunds, ends the subscription now, and only once', async () => {
    const subscription = await subscribe();
    expect((await client.send('POST', '/api/billing/refund', {})).status).toBe(400);
    const refunded = await client.send<BillingOverview>('POST', '/api/billing/refund', { confirm: true });
    expect(refunded.status).toBe(200);
    expect(refunded.body.subscription).toMatchObject({
      status: 'canceled',
      refundableUntil: null,
      nextAmountPence: null,
    });
    expect(refunded.body.invoices).toEqual([expect.objectContaining({ status: 'refunded', refundedPence: 2500 })]);
    expect((await fake.getSubscription(subscription.id)).status).toBe('canceled');
    const again = await client.send('POST', '/api/billing/refund', { confirm: true });
    expect(again).toMatchObject({ status: 409, body: { code: 'PAY_004' } });
  });

  it('money-back after 30 days: PAY_004 and nothing changes at the provider', async () => {
    const subscription = await subscribe();
    await t.dataSource.query('UPDATE subscriptions SET first_paid_at = $2 WHERE user_id = $1', [
      userId,
      new Date(Date.now() - 31 * DAY),
    ]);
    const cancel = jest.spyOn(fake, 'cancelNow');
    const response = await client.send('POST', '/api/billing/refund', { confirm: true });
    expect(response).toMatchObject({ status: 409, body: { code: 'PAY_004' } });
    expect(cancel).not.toHaveBeenCalled();
    expect((await fake.getSubscription(subscription.id)).status).toBe('active');
  });

  it('provider unreachable: 503 PAY_003 and nothing written', async () => {
    jest.spyOn(fake, 'createCustomer').mockRejectedValue(new PaymentProviderUnavailableError('down'));
    const response = await client.send('POST', '/api/billing/checkout', {
      planId: 'pub-premium',
      immediateAccessConsent: true,
    });
    expect(response).toMatchObject({ status: 503, body: { code: 'PAY_003' } });
    expect(await t.dataSource.query('SELECT 1 FROM billing_customers WHERE user_id = $1', [userId])).toEqual([]);
    jest.restoreAllMocks();
    fake = useFakeProvider(t);

    await subscribe();
    const before = await overview();
    jest.spyOn(fake, 'cancelNow').mockRejectedValue(new PaymentProviderUnavailableError('down'));
    expect(await client.send('POST', '/api/billing/refund', { confirm: true })).toMatchObject({
      status: 503,
      body: { code: 'PAY_003' },
    });
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
    await t.dataSource.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [
      userId,
      new Date(Date.now() + 5 * DAY),
    ]);
    const reminders = t.app.get(RenewalRemindersService);
    const email = (await t.dataSource.query('SELECT email FROM users WHERE id = $1', [userId]))[0].email as string;
    const mails = () =>
      t.dataSource.query(
        `SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%renews%'`,
        [email],
      );
    await reminders.sendDue();
    await reminders.sendDue();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Your Pub Premium \(yearly\) subscription renews on /);
    expect(sent[0].body_text).toContain('£299');
  });
});
