import { Inject, Injectable } from '@nestjs/common';
import type { TestCheckoutSession, testCardPaymentRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { AppException } from '../../common/app-exception';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { PaymentDeclinedError } from '../providers/payment-provider';
import { readTestCard } from '../providers/test-provider/test-cards';
import { TestCheckout } from '../providers/test-provider/test-checkout';
import {
  AlreadySubscribedError,
  CheckoutClosedError,
  TestObjectNotFoundError,
} from '../providers/test-provider/test-provider-documents';
import { TestProviderStore } from '../providers/test-provider/test-provider-store';

/** Card attempts per address in 10 minutes: enough to try every test card, not enough to hammer the page. */
export const TEST_CARD_ATTEMPTS: RateLimitPolicy = {
  name: 'test-card-attempts',
  points: 30,
  windowSeconds: 10 * 60,
  scope: 'shared',
};

type ParsedCard = z.output<typeof testCardPaymentRequestSchema>;

/** The API behind /test-checkout/:id: the page a real provider would host, in our app for the test provider. */
@Injectable()
export class TestPaymentsService {
  constructor(
    private readonly checkout: TestCheckout,
    private readonly store: TestProviderStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  session(sessionId: string): Promise<TestCheckoutSession> {
    return this.answer(() => this.checkout.describe(sessionId));
  }

  async pay(sessionId: string, body: ParsedCard, ip: string): Promise<{ redirectUrl: string }> {
    assertAllowed(await this.limiter.consume(TEST_CARD_ATTEMPTS, ip), 'RATE_001', 'Too many card attempts');
    const reading = readTestCard(body, this.store.now());
    if (!reading.ok) throw new AppException('VAL_001', 'Check the card details', reading.issues);
    return this.answer(() => this.checkout.pay(sessionId, reading.card));
  }

  /** The provider's errors as the catalogue's: a decline is PAY_002 with the card's reason. */
  private async answer<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentDeclinedError) throw new AppException('PAY_002', error.message);
      if (error instanceof AlreadySubscribedError) {
        throw new AppException('PAY_005', 'You already have a subscription: change your plan from Billing');
      }
      if (error instanceof TestObjectNotFoundError) throw new AppException('RES_001', 'No such checkout');
      if (error instanceof CheckoutClosedError) {
        throw new AppException('RES_001', 'This checkout has expired. Start again from the pricing page.');
      }
      throw error;
    }
  }
}
