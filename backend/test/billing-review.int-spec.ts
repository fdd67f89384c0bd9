import { Logger } from '@nestjs/common';
import type { BillingOverview } from '@trivia/contracts';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderSubscription,
} from '../src/billing/providers/payment-provider';
import { BillingSyncService } from '../src/billing/sync/billing-sync.service';
import { billingOverview, billingTestEnv, holdTestDeliveries, payCheckout, startCheckout } from './billing-fixtures';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';

/** Edge cases found in review: bad session ids, double checkouts, concurrent refunds, stale syncs, repeat money-back. */
describe('billing edge cases', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let client: TestClient;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp(billingTestEnv);
    provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    client = t.client();
    await registerUser(client);
  });
  afterEach(() => jest.restoreAllMocks());

  const subscribe = async (planId = 'pub-premium') => {
    const sessionId = await startCheckout(client, planId);
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    expect((await client.get(`/api/billing/checkout/${sessionId}`)).body).toMatchObject({ state: 'complete' });
    return sessionId;
  };

  it('an unknown or malformed checkout session id is 404 or 400, never 500', async () => {
    await startCheckout(client); // the member now has a customer at the provider
    expect(await client.get('/api/billing/checkout/cs_test_000000000000000000000000')).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
    expect(await client.get('/api/billing/checkout/not-a-session')).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
  });

  it('two checkouts opened side by side: the second cannot be paid once the first is (no double subscription)', async () => {
    const first = await startCheckout(client);
    const second = await startCheckout(client, 'essentials');
    expect((await payCheckout(client, first)).status).toBe(200);
    expect(await payCheckout(client, second)).toMatchObject({ status: 409, body: { code: 'PAY_005' } });
    const billing = await eventually(
      () => billingOverview(client),
      (view) => view.subscription !== null && view.invoices.length > 0,
    );
    expect(billing.subscription).toMatchObject({ planId: 'pub-premium' });
    expect(billing.invoices).toHaveLength(1);
  });

  it('two money-back requests at once refund once and neither is a 500', async () => {
    await subscribe();
    const answers = await Promise.all([
      client.send<BillingOverview>('POST', '/api/billing/refund', { confirm: true }),
      client.send<BillingOverview>('POST', '/api/billing/refund', { confirm: true }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const billing = await billingOverview(client);
    expect(billing.invoices).toEqual([expect.objectContaining({ status: 'refunded', refundedPence: 2500 })]);
  });

  it('a sync that read the provider before a change cannot overwrite a newer sync that read after it', async () => {
    await subscribe();
    const { providerSubscriptionId } = (
      await t.dataSource.query<{ provider_subscription_id: string }[]>(
        `SELECT provider_subscription_id FROM subscriptions s JOIN users u ON u.id = s.user_id
          ORDER BY s.created_at DESC LIMIT 1`,
      )
    ).map((row) => ({ providerSubscriptionId: row.provider_subscription_id }))[0]!;
    // No webhook may tidy up after the race: the two syncs below are all that run.
    holdTestDeliveries(t);
    // A slow sync (a webhook job) reads the subscription before the member cancels, and writes after.
    const before = await provider.getSubscription(providerSubscriptionId);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = jest.spyOn(provider, 'getSubscription');
    read.mockImplementationOnce(async (): Promise<ProviderSubscription> => {
      await held;
      return before;
    });
    const slow = t.app.get(BillingSyncService).syncSubscription(providerSubscriptionId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelled = await client.send<BillingOverview>('POST', '/api/billing/cancel');
    expect(cancelled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true });
    release();
    await slow;
    expect((await billingOverview(client)).subscription).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('the money-back guarantee is once per member: not again on a later subscription', async () => {
    await subscribe();
    expect((await client.send('POST', '/api/billing/refund', { confirm: true })).status).toBe(200);
    await subscribe('essentials');
    expect((await billingOverview(client)).subscription).toMatchObject({ planId: 'essentials', refundableUntil: null });
    expect(await client.send('POST', '/api/billing/refund', { confirm: true })).toMatchObject({
      status: 409,
      body: { code: 'PAY_004' },
    });
  });
});
