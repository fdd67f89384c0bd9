import { WebhookSignatureError } from './payment-provider';
import { signWebhookPayload, verifyStripeSignedWebhook } from './webhook-signature';

const secret = 'whsec_unit_test_secret';
const body = JSON.stringify({
  id: 'evt_test_1',
  object: 'event',
  type: 'customer.subscription.deleted',
  created: 1778832000,
  data: { object: { id: 'sub_test_1', object: 'subscription', customer: 'cus_test_1' } },
});
const now = 1_778_832_000_000;

describe('webhook signatures (Stripe scheme, offline)', () => {
  it('accepts a good signature and reduces the event', () => {
    const header = signWebhookPayload(body, secret, now / 1000);
    expect(verifyStripeSignedWebhook(Buffer.from(body), header, secret, now)).toMatchObject({
      id: 'evt_test_1',
      type: 'customer.subscription.deleted',
      subscriptionId: 'sub_test_1',
      customerId: 'cus_test_1',
    });
  });

  it('refuses a body changed after signing', () => {
    const header = signWebhookPayload(body, secret, now / 1000);
    const forged = body.replace('deleted', 'created');
    expect(() => verifyStripeSignedWebhook(Buffer.from(forged), header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', () => {
    const header = signWebhookPayload(body, 'whsec_someone_else', now / 1000);
    expect(() => verifyStripeSignedWebhook(Buffer.from(body), header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (a replay)', () => {
    const header = signWebhookPayload(body, secret, now / 1000 - 301);
    expect(() => verifyStripeSignedWebhook(Buffer.from(body), header, secret, now)).toThrow(/tolerance/);
    const fresh = signWebhookPayload(body, secret, now / 1000 - 299);
    expect(verifyStripeSignedWebhook(Buffer.from(body), fresh, secret, now).id).toBe('evt_test_1');
  });

  it.each([undefined, '', 'garbage', 't=1,v1=00'])('refuses a missing or malformed header (%p)', (header) => {
    expect(() => verifyStripeSignedWebhook(Buffer.from(body), header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a signed body that is not an event', () => {
    const notEvent = JSON.stringify({ hello: 'world' });
    const header = signWebhookPayload(notEvent, secret, now / 1000);
    expect(() => verifyStripeSignedWebhook(Buffer.from(notEvent), header, secret, now)).toThrow(/not an event/);
  });
});
