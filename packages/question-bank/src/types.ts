import { QUESTION_CATEGORIES, type QuestionCategoryId, REVISION_LEVELS, REVISION_SUBJECTS } from '@trivia/contracts';

export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuestionType = 'multiple_choice' | 'text' | 'true_false' | 'order' | 'estimate';

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const QUESTION_TYPES: readonly QuestionType[] = ['multiple_choice', 'text', 'true_false', 'order', 'estimate'];

/** The types every quiz (daily, catalogue, battles) reads; `order` and `estimate` are for host-led sessions. */
export const CLASSIC_QUESTION_TYPES: readonly QuestionType[] = ['multiple_choice', 'text', 'true_false'];

/** How many items an `order` question puts in order (the Arena's limits: ARENA_ORDER_ITEMS). */
export const ORDER_ITEMS = { min: 3, max: 6 } as const;

/** Joins an order question's items into its `answer`, the text a host reads out or a report prints. */
export const ORDER_SEPARATOR = ' → ';

/** The two options of every true-or-false question, in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

/** Seasonal themes a fact belongs to, so a Christmas quiz can draw Christmas facts. */
export const SEASONS = ['halloween', 'bonfire-night', 'christmas'] as const;
export type Season = (typeof SEASONS)[number];

/** A picture shown with the question: a flag from flag-icons by its lower-case code (`fr`, `gb-sct`). */
export interface QuestionMedia {
  kind: 'flag';
  code: string;
}

/**
 * The rounds of a UK pub quiz. Each holds between 3% and 15% of the classic types (a QC rule checks it), so no subject
 * crowds a quiz the way geography once did. The one list of ids and names lives in @trivia/contracts, which the
 * backend and the frontend read too.
 */
export const CATEGORIES = QUESTION_CATEGORIES;

export type CategoryId = QuestionCategoryId;

/**
 * School subjects and levels a fact fits, so students and teachers can draw revision sets from the bank. The one
 * list lives in @trivia/contracts, which the revision pages read too.
 */
export const CURRICULUM_SUBJECTS = REVISION_SUBJECTS;
export const CURRICULUM_LEVELS = REVISION_LEVELS;
export interface Curriculum {
  subject: (typeof CURRICULUM_SUBJECTS)[number];
  levels: readonly (typeof CURRICULUM_LEVELS)[number][];
}

export interface GeneratedQuestion {
  /** Short hash of template id, type and subject: identical across runs. */
  id: string;
  type: QuestionType;
  category: CategoryId;
  difficulty: Difficulty;
  prompt: string;
  /** Canonical right answer. */
  answer: string;
  /** Accepted alternative answers for text questions; empty for multiple choice. */
  aliases: string[];
  /** Multiple choice: four distinct options, one of them the answer; true or false: ['True', 'False']. */
  options?: string[];
  /** A picture question: the prompt is about this picture and cannot be asked without it. */
  media?: QuestionMedia;
  /** The seasonal themes of the fact (a Christmas film, the Gunpowder Plot); absent for most questions. */
  seasons?: readonly Season[];
  /** Dataset and version, or `fact-table:<name>`. */
  source: string;
  /** YYYY-MM-DD date the data is correct as of. */
  asOf: string;
  explanation?: string;
  templateId: string;
  subject: string;
  /**
   * One key per fact: the text and multiple-choice forms share it, and so do mirror questions (capital of a
   * country, country of a capital), so no quiz serves the same fact twice and the bank counts facts honestly.
   */
  factKey: string;
  /** GCSE / A-level subject the fact belongs to, when it does. */
  curriculum?: Curriculum;
  /** The answer is a person: marking ignores titles and accepts the name without middle names or initials. */
  answerKind?: 'person';
  /**
   * `order`: the items in the true order the prompt asks for ("nearest the Sun first"), 3 to 6 of them; shown
   * shuffled. `answer` is them joined by ORDER_SEPARATOR and `explanation` gives each item's value.
   */
  items?: string[];
  /**
   * `order`, for QC only (never written to the bank file): each item's fact value in `items` order, and how far
   * apart neighbours must be, so no two items are near-equal.
   */
  ranking?: Ranking;
  /** `estimate`: the true value; the closest answers win. `answer` is it as text ("8,849 metres", "1912"). */
  value?: number;
  /** `estimate`: the unit shown beside the number box ("metres", "km"); absent for a calendar year. */
  unit?: string;
  /** `estimate`: how the value is rounded or what it counts, said at the reveal ("to the nearest metre"). */
  toleranceNote?: string;
}

export interface Ranking {
  values: number[];
  /** Neighbours differ by at least this much (years apart, say). */
  minGap?: number;
  /** The larger of two neighbours is at least this many times the smaller (areas, populations). */
  minRatio?: number;
}

export interface QcResult {
  passed: boolean;
  reasons: string[];
}

export interface CheckedQuestion extends GeneratedQuestion {
  qc: QcResult;
}
