import {
  type PaymentProvider,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
} from './providers/payment-provider';

const unavailable = () => Promise.reject(new PaymentProviderUnavailableError('No payment provider is configured'));

/**
 * TEMPORARY, until the providers branch binds the test provider and Stripe to PAYMENT_PROVIDER: every call is
 * "provider unreachable" (PAY_003) and every webhook is refused, so nothing can be half bought.
 */
export class UnconfiguredPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  createCustomer = unavailable;
  createCheckoutSession = unavailable;
  getCheckoutSession = unavailable;
  createPortalSession = unavailable;
  getSubscription = unavailable;
  changePlan = unavailable;
  setCancelAtPeriodEnd = unavailable;
  cancelNow = unavailable;
  refundInvoice = unavailable;
  listInvoices = unavailable;
  getInvoice = unavailable;
  verifyWebhook(): never {
    throw new WebhookSignatureError('No payment provider is configured');
  }
}
