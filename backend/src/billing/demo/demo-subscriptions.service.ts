import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { type BillableProductId, productLineOf } from '@trivia/contracts';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import type { UserEntity } from '../../users/user.entity';
import { accessOf } from '../account/billing-views';
import { BillingCustomersService } from '../customers/billing-customers.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { readTestCard } from '../providers/test-provider/test-cards';
import { TestCheckout } from '../providers/test-provider/test-checkout';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BillingSyncService } from '../sync/billing-sync.service';

/**
 * Demo subscribers get their plans the way a customer does: a checkout on the built-in test provider paid with
 * 4242, then the same sync a webhook runs (never rows written by hand). Only on the test provider: a demo
 * account never buys anything on real Stripe.
 */
@Injectable()
export class DemoSubscriptionsService {
  private readonly logger = new Logger(DemoSubscriptionsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly customers: BillingCustomersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sync: BillingSyncService,
    @Optional() private readonly testCheckout?: TestCheckout,
  ) {}

  /** Idempotent: a member whose subscription on that plan's line still gives access is left as they are. */
  async ensure(user: Pick<UserEntity, 'id' | 'email' | 'fullName'>, planId: BillableProductId): Promise<void> {
    if (this.provider.name !== 'test' || !this.testCheckout) return;
    const current = await this.subscriptions.current(user.id, productLineOf(planId));
    if (current && accessOf(current, Date.now()) !== 'none') return;
    const customer = await this.customers.ensure(user);
    const { sessionId } = await this.provider.createCheckoutSession({
      customerId: customer.providerCustomerId,
      userId: user.id,
      planId,
      successUrl: `${this.config.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.config.publicUrl}/pricing?checkout=cancelled`,
    });
    const reading = readTestCard({ cardNumber: '4242424242424242', expiry: '12/39' }, new Date());
    if (!reading.ok) throw new Error(`The demo card was refused: ${JSON.stringify(reading.issues)}`);
    await this.testCheckout.pay(sessionId, reading.card);
    const session = await this.provider.getCheckoutSession(sessionId);
    if (session.subscriptionId) await this.sync.syncSubscription(session.subscriptionId);
    this.logger.log(`Demo subscription: ${user.email} on ${planId}`);
  }
}
