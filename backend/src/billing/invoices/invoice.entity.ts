import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BillableProductId, Invoice } from '@trivia/contracts';

export type InvoiceStatus = Invoice['status'];

/** Our mirror of a provider invoice, with our own receipt number; written only by BillingSyncService. */
@Entity({ name: 'invoices' })
export class InvoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId: string | null;

  @Column({ type: 'text' })
  provider: 'stripe' | 'test';

  @Column({ name: 'provider_invoice_id', type: 'text' })
  providerInvoiceId: string;

  /** "TRV-2026-000123": from invoice_number_seq when the invoice is first mirrored, never changed after. */
  @Column({ type: 'text' })
  number: string;

  @Column({ name: 'plan_id', type: 'text' })
  planId: BillableProductId;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'total_pence', type: 'integer' })
  totalPence: number;

  @Column({ name: 'vat_pence', type: 'integer' })
  vatPence: number;

  @Column({ name: 'refunded_pence', type: 'integer', default: 0 })
  refundedPence: number;

  @Column({ type: 'text' })
  status: InvoiceStatus;

  @Column({ name: 'provider_charge_id', type: 'text', nullable: true })
  providerChargeId: string | null;

  @Column({ name: 'period_start', type: 'timestamptz', nullable: true })
  periodStart: Date | null;

  @Column({ name: 'period_end', type: 'timestamptz', nullable: true })
  periodEnd: Date | null;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
