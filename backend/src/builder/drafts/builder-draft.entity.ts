import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BuilderContent, BuilderDraft } from '@trivia/contracts';

/** A member's builder draft: the settings it was drawn with and its content, autosaved whole under a version. */
@Entity({ name: 'builder_drafts' })
export class BuilderDraftEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'jsonb' })
  settings: BuilderDraft['settings'];

  @Column({ type: 'jsonb' })
  content: BuilderContent;

  /** Bumped by every autosave: a save from an older version is refused (409), never silently overwrites. */
  @Column({ type: 'integer', default: 0 })
  version: number;

  /** The saved quiz this draft became or edits; null until the first save. */
  @Column({ name: 'quiz_id', type: 'uuid', nullable: true })
  quizId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
