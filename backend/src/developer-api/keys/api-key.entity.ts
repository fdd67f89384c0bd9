import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyKind } from '@trivia/contracts';

/** A developer API key: never the key itself, only its SHA-256 and enough of it to recognise (prefix, last four). */
@Entity({ name: 'api_keys' })
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('api_keys_user_idx', { synchronize: false })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  kind: ApiKeyKind;

  @Column({ type: 'text' })
  prefix: string;

  @Column({ type: 'text' })
  last4: string;

  @Index('api_keys_hash_idx', { unique: true })
  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  /** Origins a publishable key may be used from (CORS); always empty for a secret key. */
  @Column({ name: 'allowed_origins', type: 'jsonb', default: () => "'[]'::jsonb" })
  allowedOrigins: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
