import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Difficulty, QuizSeason } from '@trivia/contracts';

/** A picture shown with the question (a flag from flag-icons by its lower-case code). */
export interface QuestionMedia {
  kind: 'flag';
  code: string;
}

@Entity({ name: 'questions' })
export class QuestionEntity {
  /** The generator's stable id: the same fact and template keep it across releases. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: 'multiple_choice' | 'text' | 'true_false';

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

  /** Multiple choice: four options; true or false: ['True', 'False']. */
  @Column({ type: 'text', array: true, nullable: true })
  options: string[] | null;

  /** A picture question cannot be asked without its picture: draws leave it out unless they ask for its kind. */
  @Column({ type: 'jsonb', nullable: true })
  media: QuestionMedia | null;

  /** Seasonal themes (halloween, bonfire-night, christmas) a themed quiz draws by. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  seasons: QuizSeason[];

  @Column({ type: 'text', nullable: true })
  explanation: string | null;

  @Column({ name: 'fact_key', type: 'text' })
  factKey: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ name: 'as_of', type: 'text' })
  asOf: string;

  @Column({ name: 'qc_passed', type: 'boolean' })
  qcPassed: boolean;

  @Column({ name: 'qc_reasons', type: 'text', array: true, default: () => "'{}'" })
  qcReasons: string[];

  /** 'person' when the answer is a person: typed answers are then marked as names. */
  @Column({ name: 'answer_kind', type: 'text', nullable: true })
  answerKind: 'person' | null;

  /** The GCSE / A-level subject the fact fits, for revision sets; null for most questions. */
  @Column({ name: 'curriculum_subject', type: 'text', nullable: true })
  curriculumSubject: string | null;

  @Column({ name: 'curriculum_levels', type: 'text', array: true, default: () => "'{}'" })
  curriculumLevels: string[];

  /** Answers players gave (daily quizzes and the Arena), recounted nightly. */
  @Column({ name: 'observed_answers', type: 'integer', default: 0 })
  observedAnswers: number;

  @Column({ name: 'observed_correct', type: 'integer', default: 0 })
  observedCorrect: number;

  /** The label play data gives, once there are enough answers; draws prefer it to the editor's `difficulty`. */
  @Column({ name: 'observed_difficulty', type: 'text', nullable: true })
  observedDifficulty: Difficulty | null;

  /** Questions dropped from a later bank stay for the history of past quizzes, but are out of play. */
  @Column({ type: 'boolean', default: false })
  retired: boolean;
}
