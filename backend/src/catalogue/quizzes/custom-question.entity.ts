import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Difficulty } from '@trivia/contracts';

/** How a built quiz's rounds name a custom question, beside plain bank ids. */
export const CUSTOM_QUESTION_PREFIX = 'custom:';

export const customQuestionRef = (id: string) => `${CUSTOM_QUESTION_PREFIX}${id}`;

/** The custom question's id in a round's reference, or null for a bank question's id. */
export const customQuestionIdOf = (ref: string): string | null =>
  ref.startsWith(CUSTOM_QUESTION_PREFIX) ? ref.slice(CUSTOM_QUESTION_PREFIX.length) : null;

/**
 * A question of a member's built quiz that is not the bank's as it stands: their own question, or a bank question
 * whose wording they edited (`basedOn`, keeping its fact key, source and picture). Private to the quiz's owner.
 */
@Entity({ name: 'custom_questions' })
export class CustomQuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'quiz_id', type: 'uuid' })
  quizId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  /** The question's id in the builder draft (`own-…`, or the bank id it edits), to rebuild a draft from the quiz. */
  @Column({ name: 'draft_question_id', type: 'text' })
  draftQuestionId: string;

  /** The bank question this one edits; null for the member's own question. */
  @Column({ name: 'based_on', type: 'text', nullable: true })
  basedOn: string | null;

  @Column({ type: 'text' })
  type: 'text' | 'multiple_choice' | 'true_false';

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  difficulty: Difficulty;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text' })
  answer: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  aliases: string[];

  @Column({ type: 'text', array: true, nullable: true })
  options: string[] | null;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Column({ name: 'as_of', type: 'text', nullable: true })
  asOf: string | null;

  @Column({ type: 'jsonb', nullable: true })
  media: { kind: 'flag'; code: string } | null;

  @Column({ name: 'fact_key', type: 'text' })
  factKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
