import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../analytics/analytics.module';
import { MailModule } from '../mail/mail.module';
import { BillingService } from './account/billing.service';
import { MoneyBackService } from './account/money-back.service';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin/admin-subscriptions.service';
import { BillingController } from './billing.controller';
import { CheckoutService } from './checkout/checkout.service';
import { ApiTierConversionsService } from './conversions/api-tier-conversions.service';
import { BillingCustomerEntity } from './customers/billing-customer.entity';
import { BillingCustomersService } from './customers/billing-customers.service';
import { DemoSubscriptionsService } from './demo/demo-subscriptions.service';
import { InvoiceEntity } from './invoices/invoice.entity';
import { ReceiptsService } from './receipts/receipts.service';
import { RenewalRemindersService } from './reminders/renewal-reminders.service';
import { SubscriptionEntity } from './subscriptions/subscription.entity';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { BillingSyncService } from './sync/billing-sync.service';
import { BillingEventEntity } from './webhooks/billing-event.entity';
import { BillingWebhookController } from './webhooks/billing-webhook.controller';
import { WebhookIngestService } from './webhooks/webhook-ingest.service';

/**
 * Billing (issue 11): webhook ingest, the mirror of subscriptions and invoices, checkout, /billing, receipts,
 * renewal reminders and the admin's MRR. The provider itself (PAYMENT_PROVIDER) comes from the global
 * PaymentProvidersModule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SubscriptionEntity, BillingCustomerEntity, InvoiceEntity, BillingEventEntity]),
    MailModule,
    AnalyticsModule,
  ],
  controllers: [BillingController, BillingWebhookController, AdminSubscriptionsController],
  providers: [
    SubscriptionsService,
    BillingCustomersService,
    BillingSyncService,
    ApiTierConversionsService,
    WebhookIngestService,
    CheckoutService,
    BillingService,
    MoneyBackService,
    ReceiptsService,
    AdminSubscriptionsService,
    RenewalRemindersService,
    DemoSubscriptionsService,
  ],
  exports: [SubscriptionsService, DemoSubscriptionsService],
})
export class BillingModule {}
