import { Logger } from '@nestjs/common';
import type { FakePaymentProvider } from '../src/billing/testing/fake-payment-provider';
import { fakeEvent, postWebhook, startCheckout, useFakeProvider } from './billing-fixtures';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';

interface EventRow {
  processed_at: Date | null;
  attempts: number;
  last_error: string | null;
}

describe('billing webhooks', () => {
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

  const eventRow = async (id: string): Promise<EventRow | undefined> =>
    (
      (await t.dataSource.query('SELECT processed_at, attempts, last_error FROM billing_events WHERE event_id = $1', [
        id,
      ])) as EventRow[]
    )[0];
  const processed = (id: string) =>
    eventually(
      () => eventRow(id),
      (row) => Boolean(row?.processed_at),
      10_000,
    );
  const subscriptionRows = () =>
    t.dataSource.query(
      `SELECT plan_id, status, cancel_at_period_end, current_period_end, first_paid_at, payment_method_last4
       FROM subscriptions WHERE user_id = $1`,
      [userId],
    );

  /** Checkout paid on the provider; no event delivered yet. */
  const paidCheckout = async () => {
    const sessionId = await startCheckout(client);
    const subscription = fake.pay(sessionId);
    return { sessionId, subscription };
  };

  it('handles a replayed event once', async () => {
    const { sessionId } = await paidCheckout();
    const event = fakeEvent('checkout.session.completed', { objectId: sessionId });
    expect((await postWebhook(client, event)).status).toBe(200);
    await processed(event.id);
    const reads = jest.spyOn(fake, 'getSubscription');
    expect((await postWebhook(client, event)).status).toBe(200);
    expect((await postWebhook(client, event)).status).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ attempts: 1, last_error: null });
    expect(reads).not.toHaveBeenCalled();
    expect(await subscriptionRows()).toHaveLength(1);
  });

  it('reaches the same state whatever order the events arrive in', async () => {
    const { sessionId, subscription } = await paidCheckout();
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    const updated = fakeEvent('customer.subscription.updated', { objectId: subscription.id });
    const completed = fakeEvent('checkout.session.completed', { objectId: sessionId });
    await postWebhook(client, updated);
    await processed(updated.id);
    const afterUpdate = await subscriptionRows();
    await postWebhook(client, completed);
    await processed(completed.id);
    const rows = await subscriptionRows();
    expect(rows).toEqual(afterUpdate);
    expect(rows).toEqual([
      expect.objectContaining({ plan_id: 'pub-premium', status: 'active', cancel_at_period_end: true }),
    ]);
    const invoices = await t.dataSource.query(
      'SELECT number, status, total_pence, vat_pence FROM invoices WHERE user_id = $1',
      [userId],
    );
    expect(invoices).toEqual([
      { number: expect.stringMatching(/^TRV-\d{4}-\d{6}$/), status: 'paid', total_pence: 2500, vat_pence: 417 },
    ]);
  });

  it('refuses a forged or missing signature with 400 and records nothing', async () => {
    const { sessionId } = await paidCheckout();
    const event = fakeEvent('checkout.session.completed', { objectId: sessionId });
    for (const signature of ['t=1,v1=forged', '']) {
      const response = await postWebhook(client, event, signature);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VAL_001');
    }
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await subscriptionRows()).toEqual([]);
  });

  it('needs no CSRF token or session: the signature is the proof', async () => {
    const { sessionId } = await paidCheckout();
    const event = fakeEvent('checkout.session.completed', { objectId: sessionId });
    const stranger = t.client();
    expect((await postWebhook(stranger, event)).status).toBe(200);
    await processed(event.id);
  });

  it('leaves a failed handler unprocessed with its error, and the retry handles it', async () => {
    const { sessionId } = await paidCheckout();
    const reads = jest.spyOn(fake, 'getSubscription').mockRejectedValueOnce(new Error('provider hiccup'));
    const event = fakeEvent('checkout.session.completed', { objectId: sessionId });
    expect((await postWebhook(client, event)).status).toBe(200);
    // The first run failed and was counted; the queue's retry read the provider again and succeeded.
    expect(await processed(event.id)).toMatchObject({ attempts: 2, last_error: null });
    expect(reads).toHaveBeenCalledTimes(2);
    expect(await subscriptionRows()).toHaveLength(1);
  });
});
