import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@trivia/contracts';

@Entity({ name: 'feature_flags' })
export class FeatureFlagEntity {
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The master switch: off means off for everyone, whatever the targeting says. */
  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ name: 'rollout_percentage', type: 'integer', default: 0 })
  rolloutPercentage: number;

  @Column({ name: 'target_roles', type: 'text', array: true, default: () => "'{}'" })
  targetRoles: Role[];

  @Column({ name: 'target_user_ids', type: 'text', array: true, default: () => "'{}'" })
  targetUserIds: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
