import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/billing/providers/payment-provider';
import { StripePaymentProvider } from '../src/billing/providers/stripe/stripe-payment-provider';
import { TEST_WEBHOOK_DELIVERY } from '../src/billing/providers/test-provider/test-webhook-delivery.job';
import { signWebhookPayload } from '../src/billing/providers/webhook-signature';
import { BillingSyncService } from '../src/billing/sync/billing-sync.service';
import { WebhookIngestService } from '../src/billing/webhooks/webhook-ingest.service';
import { JOB_QUEUE, type JobQueue } from '../src/infra/jobs/job-queue';
import {
  billingTestEnv,
  type HeldDelivery,
  holdTestDeliveries,
  payCheckout,
  postWebhook,
  startCheckout,
  WEBHOOK_SECRET,
} from './billing-fixtures';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';

interface EventRow {
  processed_at: Date | null;
  attempts: number;
  last_error: string | null;
}

describe('billing webhooks from the built-in test provider', () => {
  let t: TestApp;
  let provider: PaymentProvider;
  let client: TestClient;
  let userId: string;
  let held: HeldDelivery[];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp(billingTestEnv);
    provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    held = holdTestDeliveries(t);
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
  const mirror = () =>
    t.dataSource.query(
      `SELECT s.plan_id, s.status, s.cancel_at_period_end, s.current_period_end, s.first_paid_at,
         s.payment_method_last4, i.number, i.status AS invoice_status, i.total_pence, i.vat_pence
       FROM subscriptions s LEFT JOIN invoices i ON i.subscription_id = s.id WHERE s.user_id = $1
       ORDER BY i.number`,
      [userId],
    );
  /** The held delivery of `type` about the object `objectId`, once the provider has sent it. */
  const delivery = async (type: string, objectId: string): Promise<HeldDelivery> => {
    const find = () => held.find((item) => item.event.type === type && item.event.data.object.id === objectId);
    await eventually(async () => find(), Boolean);
    const found = find();
    if (!found) throw new Error(`no ${type} for ${objectId}; held: ${held.map((item) => item.event.type).join(', ')}`);
    return found;
  };
  /** Paid with 4242; the events are held, so nothing has reached our tables yet. */
  const paidCheckout = async () => {
    const sessionId = await startCheckout(client);
    expect((await payCheckout(client, sessionId)).status).toBe(200);
    const { subscriptionId } = await provider.getCheckoutSession(sessionId);
    return { sessionId, subscriptionId: subscriptionId! };
  };
  const post = (item: HeldDelivery, signature = item.signature) => postWebhook(client, item.rawBody, signature);

  it('handles a replayed event once', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    expect(await mirror()).toEqual([]);
    expect((await post(completed)).status).toBe(200);
    await processed(completed.event.id);
    const handled = jest.spyOn(t.app.get(BillingSyncService), 'applyEvent');
    expect((await post(completed)).status).toBe(200);
    expect((await post(completed)).status).toBe(200);
    expect(await eventRow(completed.event.id)).toMatchObject({ attempts: 1, last_error: null });
    expect(handled).not.toHaveBeenCalled();
    expect(await mirror()).toHaveLength(1);
  });

  it('reaches the same state whatever order the events arrive in', async () => {
    const { sessionId, subscriptionId } = await paidCheckout();
    await provider.setCancelAtPeriodEnd(subscriptionId, true);
    const completed = await delivery('checkout.session.completed', sessionId);
    const updated = await delivery('customer.subscription.updated', subscriptionId);
    // The newer event first, then the older one: the older one cannot undo the cancellation.
    await post(updated);
    await processed(updated.event.id);
    const afterNewer = await mirror();
    await post(completed);
    await processed(completed.event.id);
    expect(await mirror()).toEqual(afterNewer);
    expect(afterNewer).toEqual([
      expect.objectContaining({
        plan_id: 'pub-premium',
        status: 'active',
        cancel_at_period_end: true,
        payment_method_last4: '4242',
        invoice_status: 'paid',
        total_pence: 2500,
        vat_pence: 417,
      }),
    ]);
  });

  it('refuses a forged, tampered or missing signature with 400 and records nothing', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    const tampered = completed.rawBody.replace('"complete"', '"open"');
    for (const response of [
      await post(completed, signWebhookPayload(completed.rawBody, 'whsec_someone_else')),
      await postWebhook(client, tampered, completed.signature),
      await post(completed, 't=1,v1=forged'),
      await postWebhook(client, completed.rawBody, undefined),
    ]) {
      expect(response).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    }
    expect(await eventRow(completed.event.id)).toBeUndefined();
    expect(await mirror()).toEqual([]);
  });

  it('signs a queued delivery when it is delivered, so one that waited past the five minutes still counts', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    jest.restoreAllMocks();
    // As queued by an earlier version, with a signature made ten minutes ago: too old to verify by itself.
    const stale = signWebhookPayload(completed.rawBody, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect((await postWebhook(client, completed.rawBody, stale)).status).toBe(400);
    await t.app
      .get<JobQueue>(JOB_QUEUE)
      .enqueue(TEST_WEBHOOK_DELIVERY, { rawBody: completed.rawBody, signature: stale }, { jobId: 'late-delivery' });
    expect((await processed(completed.event.id))?.processed_at).toBeTruthy();
  });

  it('needs no session or CSRF token: the signature is the proof', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    expect((await postWebhook(t.client(), completed.rawBody, completed.signature)).status).toBe(200);
    await processed(completed.event.id);
  });

  it('leaves a failed handler unprocessed, and the retry handles it', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    const handled = jest
      .spyOn(t.app.get(BillingSyncService), 'applyEvent')
      .mockRejectedValueOnce(new Error('database hiccup'));
    expect((await post(completed)).status).toBe(200);
    // The first run failed and was counted; the queue's retry ran the handler again and it succeeded.
    expect(await processed(completed.event.id)).toMatchObject({ attempts: 2, last_error: null });
    expect(handled).toHaveBeenCalledTimes(2);
    expect(await mirror()).toHaveLength(1);
  });

  it('delivered through the job queue as the provider sends them, they bring the subscription in', async () => {
    jest.restoreAllMocks();
    await paidCheckout();
    // The subscription and its invoice arrive in separate events (handled in any order): wait for both.
    const rows = await eventually(mirror, (found) => found.length === 1 && found[0]?.invoice_status != null, 15_000);
    expect(rows).toEqual([
      expect.objectContaining({ plan_id: 'pub-premium', status: 'active', invoice_status: 'paid' }),
    ]);
  });

  it('the test provider signs with the configured secret, the way Stripe does', async () => {
    const { sessionId } = await paidCheckout();
    const completed = await delivery('checkout.session.completed', sessionId);
    const event = Stripe.webhooks.constructEvent(completed.rawBody, completed.signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({ type: 'checkout.session.completed', data: { object: { id: sessionId } } });
  });

  describe('webhook ingest with the Stripe provider (offline signatures)', () => {
    const secret = 'whsec_stripe_integration_secret';
    const stripeEvent = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'sub_it_1', object: 'subscription', customer: 'cus_it_1' } },
      });

    /** The real ingest on the real database, with Stripe's verification; the queue is a recorder. */
    const ingestFor = () => {
      const jobs = { register: jest.fn(), enqueue: jest.fn().mockResolvedValue('job') };
      const stripe = StripePaymentProvider.fromKeys('sk_test_offline', secret);
      const ingest = new WebhookIngestService(
        stripe,
        jobs as unknown as JobQueue,
        t.dataSource,
        t.app.get(BillingSyncService),
      );
      return { ingest, jobs };
    };
    const recorded = (id: string) =>
      t.dataSource.query(`SELECT type FROM billing_events WHERE provider = 'stripe' AND event_id = $1`, [id]);

    it('records and queues an event signed with the webhook secret, once', async () => {
      const { ingest, jobs } = ingestFor();
      const id = `evt_it_${Date.now()}`;
      const body = stripeEvent(id);
      const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      await expect(ingest.ingest(Buffer.from(body), header)).resolves.toBe('queued');
      expect(await recorded(id)).toEqual([{ type: 'customer.subscription.updated' }]);
      expect(jobs.enqueue).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'billing.event' }),
        expect.objectContaining({ provider: 'stripe', id, subscriptionId: 'sub_it_1', customerId: 'cus_it_1' }),
        { jobId: `stripe.${id}` },
      );
    });

    it('refuses a body signed with another secret, or altered after signing, and records nothing', async () => {
      const { ingest, jobs } = ingestFor();
      const id = `evt_it_forged_${Date.now()}`;
      const body = stripeEvent(id);
      const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' });
      const genuine = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      await expect(ingest.ingest(Buffer.from(body), forged)).rejects.toMatchObject({ code: 'VAL_001' });
      await expect(ingest.ingest(Buffer.from(body.replace('sub_it_1', 'sub_it_2')), genuine)).rejects.toMatchObject({
        code: 'VAL_001',
      });
      expect(await recorded(id)).toEqual([]);
      expect(jobs.enqueue).not.toHaveBeenCalled();
    });
  });
});
