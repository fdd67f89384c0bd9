import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type BillingOverview,
  type ChangePlanRequest,
  type ProductLine,
  productLineOf,
  type RedirectResponse,
} from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { BillingCustomersService } from '../customers/billing-customers.service';
import { InvoiceEntity } from '../invoices/invoice.entity';
import { callProvider } from '../provider-call';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderSubscription } from '../providers/payment-provider';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BillingSyncService } from '../sync/billing-sync.service';
import { accessOf, toInvoiceView, toSubscriptionView } from './billing-views';

/**
 * The /billing page: what the member has and has paid, and the changes they make to it. Every change is made at
 * the provider first and then read back from it, so our copy never claims what the provider did not do.
 */
@Injectable()
export class BillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly customers: BillingCustomersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly sync: BillingSyncService,
  ) {}

  /** Both lines' subscriptions (the site plan and the API tier) and every invoice of either. */
  async overview(userId: string): Promise<BillingOverview> {
    const [invoices, subscription, apiSubscription] = await Promise.all([
      this.invoices.find({ where: { userId }, order: { issuedAt: 'DESC', number: 'DESC' } }),
      this.view(userId, 'site'),
      this.view(userId, 'api'),
    ]);
    return { provider: this.provider.name, subscription, apiSubscription, invoices: invoices.map(toInvoiceView) };
  }

  /**
   * Pro-rated by the provider (the difference is charged or credited now). The new plan's line picks the
   * subscription: an API tier moves to another API tier, a site plan to another site plan.
   */
  async changePlan(userId: string, { planId }: ChangePlanRequest): Promise<BillingOverview> {
    const subscription = await this.withAccess(userId, productLineOf(planId));
    if (subscription.planId === planId) {
      throw new AppException('VAL_001', 'You are already on this plan', [
        { path: 'planId', message: 'Choose a different plan' },
      ]);
    }
    return this.change(userId, subscription, (id) => this.provider.changePlan(id, planId));
  }

  /** Ends at the period end: access continues until then. */
  async cancel(userId: string, line: ProductLine = 'site'): Promise<BillingOverview> {
    const subscription = await this.withAccess(userId, line);
    return this.change(userId, subscription, (id) => this.provider.setCancelAtPeriodEnd(id, true));
  }

  async resume(userId: string, line: ProductLine = 'site'): Promise<BillingOverview> {
    const subscription = await this.withAccess(userId, line);
    return this.change(userId, subscription, (id) => this.provider.setCancelAtPeriodEnd(id, false));
  }

  /** The provider's own page for the card and invoices (Stripe's Billing Portal). */
  async portal(userId: string): Promise<RedirectResponse> {
    const customer = await this.customers.find(userId);
    if (!customer) throw new AppException('DL_001', 'Subscribe to a plan first');
    return callProvider(() =>
      this.provider.createPortalSession({
        customerId: customer.providerCustomerId,
        returnUrl: `${this.config.publicUrl}/billing`,
      }),
    );
  }

  private async view(userId: string, line: ProductLine): Promise<BillingOverview['subscription']> {
    const subscription = await this.subscriptions.current(userId, line);
    if (!subscription) return null;
    return toSubscriptionView(subscription, Date.now(), await this.subscriptions.moneyBackUsed(userId, line));
  }

  private async withAccess(userId: string, line: ProductLine): Promise<SubscriptionEntity> {
    const subscription = await this.subscriptions.current(userId, line);
    if (!subscription || accessOf(subscription, Date.now()) === 'none') {
      throw new AppException(
        'DL_001',
        line === 'api' ? 'You have no active API tier subscription' : 'You have no active subscription',
      );
    }
    return subscription;
  }

  private async change(
    userId: string,
    subscription: SubscriptionEntity,
    apply: (providerSubscriptionId: string) => Promise<ProviderSubscription>,
  ): Promise<BillingOverview> {
    await callProvider(async () => {
      await apply(subscription.providerSubscriptionId);
      await this.sync.syncSubscription(subscription.providerSubscriptionId);
    });
    return this.overview(userId);
  }
}
