import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionEntity } from './subscriptions/subscription.entity';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/** Billing: payment providers, webhooks, subscriptions and invoices (issue 11). */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class BillingModule {}
