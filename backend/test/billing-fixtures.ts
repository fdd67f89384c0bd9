import type { BillingOverview } from '@trivia/contracts';
import { WebhookIngestService } from '../src/billing/webhooks/webhook-ingest.service';
import type { TestApp, TestClient } from './harness';

export const TEST_CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
export const WEBHOOK_SECRET = 'whsec_billing_integration_secret';

/** The app on the built-in test provider, with a webhook secret the tests also know (to forge and re-sign). */
export const billingTestEnv = { BILLING_TEST_WEBHOOK_SECRET: WEBHOOK_SECRET };

/** A member starts a checkout; returns the test provider's session id (the last part of its page URL). */
export async function startCheckout(client: TestClient, planId = 'pub-premium'): Promise<string> {
  const response = await client.send<{ url: string }>('POST', '/api/billing/checkout', {
    planId,
    immediateAccessConsent: true,
  });
  if (response.status !== 200) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.url.split('/').pop()!;
}

/** Pays on the test provider's own checkout API, as its /test-checkout page does. */
export function payCheckout(client: TestClient, sessionId: string, cardNumber = TEST_CARDS.ok) {
  return client.send<{ redirectUrl?: string; code?: string }>('POST', `/api/test-payments/sessions/${sessionId}/pay`, {
    cardNumber,
    expiry: '12/39',
    cvc: '123',
    name: 'Test Person',
  });
}

export async function billingOverview(client: TestClient): Promise<BillingOverview> {
  const response = await client.get<BillingOverview>('/api/billing');
  if (response.status !== 200) throw new Error(`GET /api/billing: ${response.status}`);
  return response.body;
}

export interface HeldDelivery {
  rawBody: string;
  signature: string;
  event: { id: string; type: string; data: { object: { id: string } } };
}

/**
 * Keeps the test provider's webhook deliveries instead of ingesting them, so a test can post them to
 * /api/billing/webhook itself, in any order and as often as it likes.
 */
export function holdTestDeliveries(t: TestApp): HeldDelivery[] {
  const held: HeldDelivery[] = [];
  jest
    .spyOn(t.app.get(WebhookIngestService), 'receiveTestDelivery')
    .mockImplementation(async ({ rawBody, signature }) => {
      held.push({ rawBody, signature, event: JSON.parse(rawBody) as HeldDelivery['event'] });
    });
  return held;
}

export function postWebhook(client: TestClient, rawBody: string, signature: string | undefined) {
  return client.request<{ received?: true; code?: string }>('POST', '/api/billing/webhook', rawBody, {
    'content-type': 'application/json',
    ...(signature === undefined ? {} : { 'stripe-signature': signature }),
  });
}
