import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Each provider event once: recorded before it is handled, `processedAt` set only when handling succeeded. */
@Entity({ name: 'billing_events' })
export class BillingEventEntity {
  @PrimaryColumn({ type: 'text' })
  provider: 'stripe' | 'test';

  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
