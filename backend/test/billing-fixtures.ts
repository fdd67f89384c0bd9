import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from '../src/billing/providers/payment-provider';
import { FakePaymentProvider } from '../src/billing/testing/fake-payment-provider';
import type { TestApp, TestClient } from './harness';

const METHODS = [
  'createCustomer',
  'createCheckoutSession',
  'getCheckoutSession',
  'createPortalSession',
  'getSubscription',
  'changePlan',
  'setCancelAtPeriodEnd',
  'cancelNow',
  'refundInvoice',
  'listInvoices',
  'getInvoice',
  'verifyWebhook',
] as const;

/** Puts a controllable in-memory provider behind the app's PAYMENT_PROVIDER (restored by jest.restoreAllMocks). */
export function useFakeProvider(t: TestApp): FakePaymentProvider {
  const fake = new FakePaymentProvider(Date.now());
  const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  for (const method of METHODS) {
    // Looked up on each call, so a test can spy on (or break) the fake's methods later.
    jest
      .spyOn(provider, method)
      .mockImplementation(((...args: unknown[]) => (fake[method] as (...a: unknown[]) => unknown)(...args)) as never);
  }
  return fake;
}

let eventCounter = 0;

/** An event as the fake provider signs it (header `valid`); the body carries only ids, like Stripe's. */
export function fakeEvent(type: string, ids: Partial<ProviderEvent> & { objectId: string }): ProviderEvent {
  eventCounter += 1;
  return {
    id: `evt_it_${process.pid}_${Date.now()}_${eventCounter}`,
    type,
    createdAt: new Date(),
    subscriptionId: null,
    invoiceId: null,
    customerId: null,
    ...ids,
  };
}

export function postWebhook(client: TestClient, event: ProviderEvent, signature = 'valid') {
  return client.request<{ received?: true; code?: string }>('POST', '/api/billing/webhook', JSON.stringify(event), {
    'content-type': 'application/json',
    'stripe-signature': signature,
  });
}

/** A logged-in member who has started a checkout for `planId` on the fake; returns the session id. */
export async function startCheckout(client: TestClient, planId = 'pub-premium'): Promise<string> {
  const response = await client.send<{ url: string }>('POST', '/api/billing/checkout', {
    planId,
    immediateAccessConsent: true,
  });
  if (response.status !== 200) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.url.split('/').pop()!;
}
