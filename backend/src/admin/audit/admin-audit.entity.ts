import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminAuditAction, AdminAuditTarget } from '@trivia/contracts';

/** One admin change: written in the same transaction as the change, never updated or deleted by the app. */
@Entity({ name: 'admin_audit_log' })
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId: string;

  @Column({ name: 'admin_email', type: 'text' })
  adminEmail: string;

  @Column({ type: 'text' })
  action: AdminAuditAction;

  @Column({ name: 'target_type', type: 'text' })
  targetType: AdminAuditTarget['type'];

  @Column({ name: 'target_id', type: 'text' })
  targetId: string;

  @Column({ name: 'target_label', type: 'text' })
  targetLabel: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Column({ name: 'request_id', type: 'text' })
  requestId: string;
}
