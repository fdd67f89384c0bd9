import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EnquiryKind, EnquiryStatus } from '@trivia/contracts';

/** A sales enquiry as sent (plain text, checked by the shared schema), and where the team is with it. */
@Entity({ name: 'enquiries' })
export class EnquiryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: EnquiryKind;

  @Column({ type: 'text', default: 'new' })
  status: EnquiryStatus;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  organisation: string;

  @Column({ type: 'text', nullable: true })
  role: string | null;

  @Column({ name: 'audience_size', type: 'integer', nullable: true })
  audienceSize: number | null;

  @Column({ type: 'text' })
  message: string;

  /** The member who sent it, when signed in (guests may send too). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  /** The e-mail of the admin who last changed the status (the audit log keeps the full story). */
  @Column({ name: 'status_changed_by', type: 'text', nullable: true })
  statusChangedBy: string | null;
}
