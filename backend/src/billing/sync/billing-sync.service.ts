import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { UUID } from '../../common/uuid-path.pipe';
import { ApiTierConversionsService } from '../conversions/api-tier-conversions.service';
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
    private readonly conversions: ApiTierConversionsService,
  ) {}

  /** Handles a verified event: finds the subscription it concerns and syncs it (nothing to do for an open checkout). */
  async applyEvent(event: ProviderEvent): Promise<void> {
    const subscriptionId = await this.subscriptionOf(event);
    if (subscriptionId) await this.syncSubscription(subscriptionId);
  }

  /**
   * Re-reads a subscription and its invoices and writes our copy of both; returns our subscription row.
   * Two syncs of one subscription can overlap (a webhook job and a /billing action, or two nodes): the one that
   * began reading the provider later wins, so a slow sync holding an older state cannot overwrite a newer one.
   * The writes run in one transaction (database only, no provider call inside: PGlite has a single connection).
   * After it commits, an API tier's first payment is counted as a conversion (once, whichever sync sees it first).
   */
  async syncSubscription(providerSubscriptionId: string): Promise<SubscriptionEntity> {
    const [{ at: readAt }] = (await this.dataSource.query('SELECT clock_timestamp() AS at')) as [{ at: Date }];
    const subscription = await this.provider.getSubscription(providerSubscriptionId);
    const invoices = await this.provider.listInvoices(providerSubscriptionId);
    const userId = await this.userFor(subscription);
    if (!userId) {
      throw new Error(
        `No user for ${this.provider.name} subscription ${subscription.id} (customer ${subscription.customerId})`,
      );
    }
    const entity = await this.dataSource.transaction(async (manager) => {
      const row = await this.upsertSubscription(manager, userId, subscription, invoices, readAt);
      if (row.written) for (const invoice of invoices) await this.upsertInvoice(manager, row.entity, invoice);
      return row.entity;
    });
    await this.conversions.recordFirstPayment(entity);
    return entity;
  }

  private async subscriptionOf(event: ProviderEvent): Promise<string | null> {
    if (event.type.startsWith('checkout.session.')) {
      const session = await this.provider.getCheckoutSession(event.objectId);
      return session.status === 'complete' ? session.subscriptionId : null;
    }
    if (event.type.startsWith('customer.subscription.')) return event.subscriptionId ?? event.objectId;
    if (event.subscriptionId) return event.subscriptionId;
    const invoiceId =
      event.invoiceId ??
      (event.type === 'charge.refunded' ? await this.provider.invoiceOfCharge(event.objectId) : null);
    if (!invoiceId) {
      this.logger.warn(`Event ${event.id} (${event.type}) names no subscription or invoice: nothing to sync`);
      return null;
    }
    return (await this.provider.getInvoice(invoiceId)).subscriptionId;
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

  /** `written` is false when a sync that read the provider later has already written this subscription. */
  private async upsertSubscription(
    manager: EntityManager,
    userId: string,
    s: ProviderSubscription,
    invoices: readonly ProviderInvoice[],
    readAt: Date,
  ): Promise<{ entity: SubscriptionEntity; written: boolean }> {
    // The first payment only ever moves earlier, and a refund once seen stays: both are history, not state.
    // provider_updated_at is when the state written was read from the provider (the newest read wins).
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status, cancel_at_period_end,
         current_period_start, current_period_end, first_paid_at, refunded_at, payment_method_brand,
         payment_method_last4, provider_updated_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())
       ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET
         plan_id = EXCLUDED.plan_id, status = EXCLUDED.status, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         first_paid_at = LEAST(subscriptions.first_paid_at, EXCLUDED.first_paid_at),
         refunded_at = COALESCE(subscriptions.refunded_at, EXCLUDED.refunded_at),
         payment_method_brand = EXCLUDED.payment_method_brand,
         payment_method_last4 = EXCLUDED.payment_method_last4,
         provider_updated_at = EXCLUDED.provider_updated_at, updated_at = now()
       WHERE subscriptions.provider_updated_at <= EXCLUDED.provider_updated_at
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
        readAt,
      ],
    );
    const repository = manager.getRepository(SubscriptionEntity);
    const entity = await repository.findOneByOrFail({ provider: this.provider.name, providerSubscriptionId: s.id });
    return { entity, written: rows.length > 0 };
  }

  private async upsertInvoice(
    manager: EntityManager,
    subscription: SubscriptionEntity,
    invoice: ProviderInvoice,
  ): Promise<void> {
    const invoices = manager.getRepository(InvoiceEntity);
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
    if ((await invoices.update(where, state)).affected) return;
    // A receipt number is taken only for an invoice we have not seen; a lost race wastes one number, no more.
    const [{ n }] = (await manager.query(`SELECT nextval('invoice_number_seq')::int AS n`)) as [{ n: number }];
    await invoices
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
    await invoices.update(where, state);
  }
}
