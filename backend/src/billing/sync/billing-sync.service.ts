import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { BillingCustomerEntity } from '../customers/billing-customer.entity';
import { InvoiceEntity } from '../invoices/invoice.entity';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../providers/payment-provider';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { allPaymentsRefunded, firstPaidAt, invoiceVatPence, mirroredStatus, receiptNumber } from './provider-mirror';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one writer of our billing mirror. Whatever an event says, it re-reads the subscription and its invoices
 * from the provider and writes what the provider holds now, so a replayed, late or reordered event cannot
 * bring back an older state: every run converges on the same rows.
 */
@Injectable()
export class BillingSyncService {
  private readonly logger = new Logger(BillingSyncService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BillingCustomerEntity) private readonly customers: Repository<BillingCustomerEntity>,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
  ) {}

  /** Handles a verified event: finds the subscription it concerns and syncs it (nothing to do for an open checkout). */
  async applyEvent(event: ProviderEvent): Promise<void> {
    const subscriptionId = await this.subscriptionOf(event);
    if (subscriptionId) await this.syncSubscription(subscriptionId);
  }

  /** Re-reads a subscription and its invoices and writes our copy of both; returns our subscription row. */
  async syncSubscription(providerSubscriptionId: string): Promise<SubscriptionEntity> {
    const subscription = await this.provider.getSubscription(providerSubscriptionId);
    const invoices = await this.provider.listInvoices(providerSubscriptionId);
    const userId = await this.userFor(subscription);
    if (!userId) {
      throw new Error(
        `No user for ${this.provider.name} subscription ${subscription.id} (customer ${subscription.customerId})`,
      );
    }
    const row = await this.upsertSubscription(userId, subscription, invoices);
    for (const invoice of invoices) await this.upsertInvoice(row, invoice);
    return row;
  }

  private async subscriptionOf(event: ProviderEvent): Promise<string | null> {
    if (event.type.startsWith('checkout.session.')) {
      const session = await this.provider.getCheckoutSession(event.objectId);
      return session.status === 'complete' ? session.subscriptionId : null;
    }
    if (event.type.startsWith('customer.subscription.')) return event.subscriptionId ?? event.objectId;
    if (event.subscriptionId) return event.subscriptionId;
    if (!event.invoiceId) {
      this.logger.warn(`Event ${event.id} (${event.type}) names no subscription or invoice: nothing to sync`);
      return null;
    }
    return (await this.provider.getInvoice(event.invoiceId)).subscriptionId;
  }

  /** Our own record of the customer first (we created it), then the user id the provider keeps as metadata. */
  private async userFor(subscription: ProviderSubscription): Promise<string | null> {
    const customer = await this.customers.findOneBy({
      provider: this.provider.name,
      providerCustomerId: subscription.customerId,
    });
    if (customer) return customer.userId;
    const candidate = subscription.userId;
    if (!candidate || !UUID.test(candidate)) return null;
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [candidate]);
    return rows.length > 0 ? candidate : null;
  }

  private async upsertSubscription(
    userId: string,
    s: ProviderSubscription,
    invoices: readonly ProviderInvoice[],
  ): Promise<SubscriptionEntity> {
    // The first payment only ever moves earlier, and a refund once seen stays: both are history, not state.
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status, cancel_at_period_end,
         current_period_start, current_period_end, first_paid_at, refunded_at, payment_method_brand,
         payment_method_last4, provider_updated_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now(), now())
       ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET
         plan_id = EXCLUDED.plan_id, status = EXCLUDED.status, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         first_paid_at = LEAST(subscriptions.first_paid_at, EXCLUDED.first_paid_at),
         refunded_at = COALESCE(subscriptions.refunded_at, EXCLUDED.refunded_at),
         payment_method_brand = EXCLUDED.payment_method_brand,
         payment_method_last4 = EXCLUDED.payment_method_last4,
         provider_updated_at = now(), updated_at = now()
       RETURNING id`,
      [
        userId,
        this.provider.name,
        s.id,
        s.planId,
        s.status,
        s.cancelAtPeriodEnd,
        s.currentPeriodStart,
        s.currentPeriodEnd,
        firstPaidAt(invoices),
        allPaymentsRefunded(invoices) ? new Date() : null,
        s.paymentMethod?.brand ?? null,
        s.paymentMethod?.last4 ?? null,
      ],
    );
    return this.subscriptions.findOneByOrFail({ id: rows[0]!.id });
  }

  private async upsertInvoice(subscription: SubscriptionEntity, invoice: ProviderInvoice): Promise<void> {
    const status = mirroredStatus(invoice);
    if (!status) return;
    const where = { provider: this.provider.name, providerInvoiceId: invoice.id };
    const state = {
      subscriptionId: subscription.id,
      planId: invoice.planId ?? subscription.planId,
      description: invoice.description,
      totalPence: invoice.totalPence,
      vatPence: invoiceVatPence(invoice),
      refundedPence: Math.min(invoice.refundedPence, invoice.totalPence),
      status,
      providerChargeId: invoice.chargeId,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paidAt: invoice.paidAt,
    };
    if ((await this.invoices.update(where, state)).affected) return;
    // A receipt number is taken only for an invoice we have not seen; a lost race wastes one number, no more.
    const [{ n }] = (await this.dataSource.query(`SELECT nextval('invoice_number_seq')::int AS n`)) as [{ n: number }];
    await this.invoices
      .createQueryBuilder()
      .insert()
      .values({
        ...where,
        ...state,
        userId: subscription.userId,
        number: receiptNumber(invoice.createdAt, n),
        issuedAt: invoice.createdAt,
      })
      .orIgnore()
      .execute();
    // Another run may have inserted it first (then ours was ignored): its state is written again, the same.
    await this.invoices.update(where, state);
  }
}
