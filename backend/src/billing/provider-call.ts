import { AppException } from '../common/app-exception';
import { PaymentDeclinedError, PaymentProviderUnavailableError } from './providers/payment-provider';

/**
 * Runs a call to the payment provider and turns its failures into the catalogue's answers: unreachable → 503
 * PAY_003 (nothing changed, nothing charged), a refused card → 402 PAY_002 with the provider's reason.
 */
export async function callProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new AppException('PAY_003', 'The payment provider could not be reached: nothing was changed');
    }
    if (error instanceof PaymentDeclinedError) throw new AppException('PAY_002', error.message);
    throw error;
  }
}
