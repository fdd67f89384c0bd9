import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  ProviderObjectNotFoundError,
} from '../payment-provider';

/**
 * Stripe's failures in our terms: a refused card is a decline (PAY_002); no answer, a timeout, a 5xx or
 * Stripe's own rate limit means the provider is unavailable (PAY_003, nothing changed). Anything else (a bad
 * request, a wrong key) is our bug or our configuration and stays as it is.
 */
export function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclinedError(error.message, error.decline_code || error.code || 'card_declined');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
    return new ProviderObjectNotFoundError(error.message);
  }
  const unavailable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500;
  if (unavailable) {
    return new PaymentProviderUnavailableError(`Stripe could not be reached: ${error.message}`, { cause: error });
  }
  return error;
}

/** Runs one Stripe call and translates its failure. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toProviderError(error);
  }
}
