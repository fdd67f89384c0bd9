import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountRole, VerticalId } from '@trivia/contracts';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored lower-cased; the unique index makes e-mails case-insensitive. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ name: 'business_name', type: 'text', nullable: true })
  businessName: string | null;

  /** For authorisation only: what a member's plan gives is the subscription's to say (see EntitlementsService). */
  @Column({ type: 'text', default: 'MEMBER' })
  role: AccountRole;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'mfa_enabled', type: 'boolean', default: false })
  mfaEnabled: boolean;

  @Column({ name: 'mfa_secret', type: 'text', nullable: true })
  mfaSecret: string | null;

  /** A secret offered at enrolment but not yet confirmed with a code. */
  @Column({ name: 'mfa_pending_secret', type: 'text', nullable: true })
  mfaPendingSecret: string | null;

  /** The last TOTP time step accepted, so each code works once. */
  @Column({ name: 'mfa_last_step', type: 'bigint', nullable: true })
  mfaLastStep: string | null;

  @Column({ name: 'preferred_vertical', type: 'text', nullable: true })
  preferredVertical: VerticalId | null;

  /** Set by an admin: a disabled account cannot log in and its sessions end at once. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
