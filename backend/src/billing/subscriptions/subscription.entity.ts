import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillableProductId, SubscriptionStatus } from '@trivia/contracts';

/** Our mirror of a provider's subscription: written only from the provider's true state (see BillingSync). */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  provider: 'stripe' | 'test';

  @Column({ name: 'provider_subscription_id', type: 'text' })
  providerSubscriptionId: string;

  /** A paid site plan or a paid developer API tier: its line is `productLineOf(planId)`. */
  @Column({ name: 'plan_id', type: 'text' })
  planId: BillableProductId;

  @Column({ type: 'text' })
  status: SubscriptionStatus;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  /** The first successful payment: the money-back guarantee runs 30 days from here. */
  @Column({ name: 'first_paid_at', type: 'timestamptz', nullable: true })
  firstPaidAt: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ name: 'payment_method_brand', type: 'text', nullable: true })
  paymentMethodBrand: string | null;

  @Column({ name: 'payment_method_last4', type: 'text', nullable: true })
  paymentMethodLast4: string | null;

  /** The period end a renewal reminder was sent for, so each renewal is reminded once. */
  @Column({ name: 'renewal_reminder_for', type: 'timestamptz', nullable: true })
  renewalReminderFor: Date | null;

  @Column({ name: 'provider_updated_at', type: 'timestamptz' })
  providerUpdatedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
