import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BuilderQuestionType, ContributionStatus } from '@trivia/contracts';

/** A question a member proposed for the public bank, as sent (or as an admin edited it on approving). */
@Entity({ name: 'contributions' })
export class ContributionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text', default: 'pending' })
  status: ContributionStatus;

  @Column({ type: 'text' })
  type: BuilderQuestionType;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  difficulty: 'easy' | 'medium' | 'hard';

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases: string[];

  @Column({ type: 'text', array: true, nullable: true })
  options: string[] | null;

  @Column({ name: 'source_url', type: 'text' })
  sourceUrl: string;

  /** "True as of", YYYY-MM-DD. */
  @Column({ name: 'as_of', type: 'text' })
  asOf: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** The admin who approved or rejected it (the audit log keeps who, with the request). */
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  /** Why it was rejected, in the admin's words, shown to the contributor. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The bank question it became once approved. */
  @Column({ name: 'question_id', type: 'text', nullable: true })
  questionId: string | null;
}
