import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BillingOverview, ProductLine } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { REFUNDS_PER_HOUR } from '../billing-rate-limits';
import { callProvider } from '../provider-call';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { refundableInvoices } from '../sync/provider-mirror';
import { BillingSyncService } from '../sync/billing-sync.service';
import { BillingService } from './billing.service';
import { refundableUntil } from './billing-views';

/**
 * The 30-day money-back guarantee, on one product line's subscription (the site plan or the API tier, each once
 * per member): every payment on it is refunded and it ends now, so access ends with it; the other line's
 * subscription is untouched. Cancelling comes first: if the provider fails half way, the member is refunded on the next try
 * (still inside the window, nothing refunded yet) rather than keeping access they were paid back for.
 */
@Injectable()
export class MoneyBackService {
  private readonly logger = new Logger(MoneyBackService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly subscriptions: SubscriptionsService,
    private readonly sync: BillingSyncService,
    private readonly billing: BillingService,
  ) {}

  async refund(userId: string, line: ProductLine = 'site'): Promise<BillingOverview> {
    assertAllowed(await this.limiter.consume(REFUNDS_PER_HOUR, userId), 'RATE_001', 'Too many refund requests');
    const subscription = await this.subscriptions.current(userId, line);
    const used = await this.subscriptions.moneyBackUsed(userId, line);
    if (!subscription || !refundableUntil(subscription, Date.now(), used)) {
      throw new AppException('PAY_004', 'The money-back guarantee covers 30 days from your first payment');
    }
    const id = subscription.providerSubscriptionId;
    await callProvider(async () => {
      const current = await this.provider.getSubscription(id);
      if (current.status !== 'canceled') await this.provider.cancelNow(id);
      const invoices = refundableInvoices(await this.provider.listInvoices(id));
      for (const invoice of invoices) await this.refundOnce(invoice.id);
      this.logger.log(`Money-back refund of ${invoices.length} invoice(s) on subscription ${id}`);
      await this.sync.syncSubscription(id);
    });
    return this.billing.overview(userId);
  }

  /**
   * Two clicks at once both find the invoice refundable; the provider refunds it once and refuses the other
   * (nothing left to refund). That refusal is not a failure when the invoice is in fact refunded in full now.
   */
  private async refundOnce(invoiceId: string): Promise<void> {
    try {
      await this.provider.refundInvoice(invoiceId);
    } catch (error) {
      const now = await this.provider.getInvoice(invoiceId);
      if (now.totalPence > 0 && now.refundedPence >= now.totalPence) return;
      throw error;
    }
  }
}
