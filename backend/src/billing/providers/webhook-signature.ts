import Stripe from 'stripe';
import { type ProviderEvent, WebhookSignatureError } from './payment-provider';
import { toProviderEvent } from './stripe/stripe-mapping';

/** Stripe's default: a signature older than five minutes is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a webhook the way Stripe signs it (both providers use this scheme) and reduces it to a ProviderEvent.
 * Offline: nothing is fetched. `nowMs` is for tests of stale signatures.
 */
export function verifyStripeSignedWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  nowMs?: number,
): ProviderEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  if (!event?.id || !event.type || !(event.data?.object as { id?: unknown } | undefined)?.id) {
    throw new WebhookSignatureError('Signed body is not an event');
  }
  return toProviderEvent(event);
}

/** Signs a payload as Stripe does (`t=…,v1=…`), for the test provider's deliveries and for tests. */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}
