import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { DailyQuizKind } from '@trivia/contracts';

@Entity({ name: 'daily_quizzes' })
export class DailyQuizEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The UK calendar date, YYYY-MM-DD. */
  @Column({ name: 'quiz_date', type: 'text' })
  quizDate: string;

  @Column({ type: 'text' })
  kind: DailyQuizKind;

  @Column({ name: 'question_ids', type: 'text', array: true })
  questionIds: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'daily_attempts' })
export class DailyAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'quiz_id', type: 'uuid' })
  quizId: string;

  /** `user:<id>` or `guest:<anonymous id>`: one ranked attempt per player per quiz. */
  @Column({ name: 'player_key', type: 'text' })
  playerKey: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'boolean' })
  ranked: boolean;

  @Column({ name: 'current_index', type: 'integer', default: 0 })
  currentIndex: number;

  @Column({ type: 'integer', default: 0 })
  score: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'elapsed_ms', type: 'integer', nullable: true })
  elapsedMs: number | null;

  /** When the question now being asked was put in front of the player: each answer's time runs from here. */
  @Column({ name: 'question_shown_at', type: 'timestamptz', nullable: true })
  questionShownAt: Date | null;

  /** Set when answers came faster than a person can read: such an attempt is not ranked, and admins see it. */
  @Column({ name: 'flagged_at', type: 'timestamptz', nullable: true })
  flaggedAt: Date | null;

  @Column({ name: 'flag_reason', type: 'text', nullable: true })
  flagReason: string | null;
}

@Entity({ name: 'daily_answers' })
export class DailyAnswerEntity {
  @PrimaryColumn({ name: 'attempt_id', type: 'uuid' })
  attemptId: string;

  @PrimaryColumn({ name: 'question_index', type: 'integer' })
  questionIndex: number;

  @Column({ name: 'question_id', type: 'text' })
  questionId: string;

  @Column({ type: 'text' })
  given: string;

  @Column({ type: 'boolean' })
  correct: boolean;

  /** From the question being shown to this answer arriving. */
  @Column({ name: 'answer_ms', type: 'integer', nullable: true })
  answerMs: number | null;

  @CreateDateColumn({ name: 'answered_at', type: 'timestamptz' })
  answeredAt: Date;
}
