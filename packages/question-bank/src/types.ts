export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuestionType = 'multiple_choice' | 'text' | 'true_false';

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const QUESTION_TYPES: readonly QuestionType[] = ['multiple_choice', 'text', 'true_false'];

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
 * The rounds of a UK pub quiz. Each holds between 3% and 15% of the bank (a QC rule checks it), so no subject
 * crowds a quiz the way geography once did.
 */
export const CATEGORIES = [
  { id: 'general-knowledge', name: 'General Knowledge' },
  { id: 'film', name: 'Film' },
  { id: 'tv-radio', name: 'TV & Radio' },
  { id: 'pop-rock', name: 'Pop & Rock Music' },
  { id: 'classical-music', name: 'Classical Music' },
  { id: 'food-drink', name: 'Food & Drink' },
  { id: 'sport', name: 'Sport' },
  { id: 'uk-geography', name: 'UK Geography & Places' },
  { id: 'world-geography', name: 'World Geography' },
  { id: 'british-history', name: 'British History' },
  { id: 'world-history', name: 'World History' },
  { id: 'science', name: 'Science' },
  { id: 'nature', name: 'Nature & Animals' },
  { id: 'space', name: 'Space' },
  { id: 'arts-literature', name: 'Arts & Literature' },
  { id: 'language', name: 'Words & Language' },
  { id: 'famous-people', name: 'Famous People' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/** School subjects and levels a fact fits, so students and teachers can draw revision sets from the bank. */
export const CURRICULUM_SUBJECTS = ['science', 'geography', 'history', 'english-literature', 'maths'] as const;
export const CURRICULUM_LEVELS = ['gcse', 'a-level'] as const;
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
}

export interface QcResult {
  passed: boolean;
  reasons: string[];
}

export interface CheckedQuestion extends GeneratedQuestion {
  qc: QcResult;
}
