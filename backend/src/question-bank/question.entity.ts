import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Difficulty, QuizSeason } from '@trivia/contracts';

/**
 * Every type the bank holds. Daily quizzes, the catalogue and battles draw the first three; `order` (put the items
 * in order) and `estimate` (a number, closest wins) are drawn only by host-led sessions that ask for them.
 */
export const BANK_QUESTION_TYPES = ['multiple_choice', 'text', 'true_false', 'order', 'estimate'] as const;
export type BankQuestionType = (typeof BANK_QUESTION_TYPES)[number];

/** The id prefix of questions members contributed (the generator's ids never contain a hyphen). */
export const CONTRIBUTED_PREFIX = 'contrib-';

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
  type: BankQuestionType;

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

  /**
   * `order`: the items in the true order (3 to 6), to be shown shuffled; `answer` is them joined by " → ". Null
   * for every other type.
   */
  @Column({ type: 'text', array: true, nullable: true })
  items: string[] | null;

  /** `estimate`: the true value the closest answers win by; `answer` is it as text ("8,849 metres", "1912"). */
  @Column({ type: 'double precision', nullable: true })
  value: number | null;

  /** `estimate`: the unit shown beside the number ("metres", "km"); null for a calendar year. */
  @Column({ type: 'text', nullable: true })
  unit: string | null;

  /** `estimate`: how the value is rounded or measured, said at the reveal ("to the nearest metre"). */
  @Column({ name: 'tolerance_note', type: 'text', nullable: true })
  toleranceNote: string | null;

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

  /**
   * The member whose contribution this question was (ids `contrib-…`); null for generated questions, and once the
   * member's account is deleted (the question stays, credited by the name in `source`).
   */
  @Column({ name: 'contributor_id', type: 'uuid', nullable: true })
  contributorId: string | null;

  /** Questions dropped from a later bank stay for the history of past quizzes, but are out of play. */
  @Column({ type: 'boolean', default: false })
  retired: boolean;
}
