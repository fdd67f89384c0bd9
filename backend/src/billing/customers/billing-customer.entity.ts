import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Our user ↔ the provider's customer, created once at a member's first checkout. */
@Entity({ name: 'billing_customers' })
export class BillingCustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  provider: 'stripe' | 'test';

  @Column({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
