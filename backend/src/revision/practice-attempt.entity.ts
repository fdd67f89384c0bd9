import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PracticeAnswerStyle, RevisionLevel, RevisionSubject } from '@trivia/contracts';

/** One answer as marked on the server: the bank question, what was given, and whether it was right. */
export interface PracticeAnswer {
  questionId: string;
  given: string;
  correct: boolean;
}

/**
 * A revision practice quiz a player is taking: the questions drawn for it (in order) and the answers so far. Not
 * ranked and never shown to anyone else; a guest's moves to their account when they sign in.
 */
@Entity({ name: 'revision_practice_attempts' })
export class PracticeAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** `user:<id>` or `guest:<id>`, as the daily quizzes key players. */
  @Column({ name: 'player_key', type: 'text' })
  playerKey: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text' })
  subject: RevisionSubject;

  @Column({ type: 'text' })
  level: RevisionLevel;

  @Column({ type: 'text' })
  style: PracticeAnswerStyle;

  @Column({ name: 'question_ids', type: 'text', array: true })
  questionIds: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  answers: PracticeAnswer[];

  @Column({ type: 'integer', default: 0 })
  score: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
