import { Inject, Injectable } from '@nestjs/common';
import { type CheckoutRequest, type CheckoutResult, productLineOf, type RedirectResponse } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { MemberPrincipal } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { accessOf } from '../account/billing-views';
import { CHECKOUTS_PER_TEN_MINUTES } from '../billing-rate-limits';
import { BillingCustomersService } from '../customers/billing-customers.service';
import { callProvider } from '../provider-call';
import { PAYMENT_PROVIDER, type PaymentProvider, ProviderObjectNotFoundError } from '../providers/payment-provider';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BillingSyncService } from '../sync/billing-sync.service';

/**
 * Starting a subscription: the provider's hosted checkout for a site plan or an API tier from our catalogue (the
 * client names the plan, never the amount), and its outcome re-read from the provider for the success page.
 * "Already subscribed" is per product line: a Pub Premium member may still buy an API tier, and the reverse.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly customers: BillingCustomersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sync: BillingSyncService,
  ) {}

  async start(principal: MemberPrincipal, request: CheckoutRequest): Promise<RedirectResponse> {
    assertAllowed(
      await this.limiter.consume(CHECKOUTS_PER_TEN_MINUTES, principal.userId),
      'RATE_001',
      'Too many checkouts started',
    );
    const line = productLineOf(request.planId);
    const current = await this.subscriptions.current(principal.userId, line);
    if (current && accessOf(current, Date.now()) !== 'none') {
      const what = line === 'api' ? 'an API tier' : 'a subscription';
      throw new AppException('PAY_005', `You already have ${what}: change your plan from Billing`);
    }
    return callProvider(async () => {
      const customer = await this.customers.ensure(principal.user);
      const { url } = await this.provider.createCheckoutSession({
        customerId: customer.providerCustomerId,
        userId: principal.userId,
        planId: request.planId,
        successUrl: `${this.config.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.config.publicUrl}${line === 'api' ? '/pricing/developers' : '/pricing'}?checkout=cancelled`,
      });
      return { url };
    });
  }

  /** The session's true state; a completed one is synced now, so the success page is right before the webhook. */
  async result(principal: MemberPrincipal, sessionId: string): Promise<CheckoutResult> {
    const customer = await this.customers.find(principal.userId);
    if (!customer) throw notFound();
    return callProvider(async () => {
      const session = await this.provider.getCheckoutSession(sessionId).catch((error: unknown) => {
        throw error instanceof ProviderObjectNotFoundError ? notFound() : error;
      });
      if (session.customerId !== customer.providerCustomerId) throw notFound();
      if (session.status === 'expired') return { state: 'expired', planId: session.planId };
      if (session.status === 'open' || !session.subscriptionId) return { state: 'pending', planId: session.planId };
      const subscription = await this.sync.syncSubscription(session.subscriptionId);
      if (accessOf(subscription, Date.now()) !== 'none') return { state: 'complete', planId: subscription.planId };
      return { state: subscription.status === 'incomplete' ? 'pending' : 'failed', planId: session.planId };
    });
  }
}

const notFound = () => new AppException('RES_001', 'No such checkout');
