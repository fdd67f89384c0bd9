import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  ProviderObjectNotFoundError,
} from '../payment-provider';
import { callStripe, toProviderError } from './stripe-errors';

const { errors } = Stripe;

describe('Stripe errors in our terms', () => {
  it.each`
    decline_code            | code               | expected
    ${'insufficient_funds'} | ${'card_declined'} | ${'insufficient_funds'}
    ${undefined}            | ${'expired_card'}  | ${'expired_card'}
    ${undefined}            | ${undefined}       | ${'card_declined'}
  `('a card error is a decline ($expected)', ({ decline_code, code, expected }) => {
    const error = toProviderError(
      new errors.StripeCardError({ message: 'Your card was declined.', decline_code, code }),
    );
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ message: 'Your card was declined.', declineCode: expected });
  });

  it.each([
    ['a connection failure', new errors.StripeConnectionError({ message: 'ECONNRESET' })],
    ['a Stripe API error', new errors.StripeAPIError({ message: 'boom' })],
    ['Stripe rate limiting', new errors.StripeRateLimitError({ message: 'slow down' })],
    ['a 503', new errors.StripeInvalidRequestError({ message: 'unavailable', statusCode: 503 } as never)],
  ])('%s means the provider is unavailable', (_name, error) => {
    expect(toProviderError(error)).toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it('leaves a bad request or a wrong key as it is (our bug, not the customer’s)', () => {
    const badRequest = new errors.StripeInvalidRequestError({ message: 'No such price', statusCode: 400 } as never);
    expect(toProviderError(badRequest)).toBe(badRequest);
    const auth = new errors.StripeAuthenticationError({ message: 'Invalid API Key' });
    expect(toProviderError(auth)).toBe(auth);
    const plain = new Error('not Stripe');
    expect(toProviderError(plain)).toBe(plain);
  });

  it('an id Stripe does not know is not found (a 404 for the caller, not a 500)', () => {
    const missing = new errors.StripeInvalidRequestError({
      message: 'No such checkout.session: cs_test_x',
      code: 'resource_missing',
      statusCode: 404,
    } as never);
    expect(toProviderError(missing)).toBeInstanceOf(ProviderObjectNotFoundError);
  });

  it('passes results through and translates a failure when calling', async () => {
    await expect(callStripe(async () => 7)).resolves.toBe(7);
    await expect(
      callStripe(() => Promise.reject(new errors.StripeConnectionError({ message: 'timeout' }))),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
