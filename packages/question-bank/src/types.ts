export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuestionType = 'multiple_choice' | 'text';

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const QUESTION_TYPES: readonly QuestionType[] = ['multiple_choice', 'text'];

export const CATEGORIES = [
  { id: 'geography', name: 'Geography' },
  { id: 'science', name: 'Science' },
  { id: 'history', name: 'History' },
  { id: 'nature', name: 'Nature & Animals' },
  { id: 'arts-literature', name: 'Arts & Literature' },
  { id: 'sport', name: 'Sport' },
  { id: 'language', name: 'Language & Words' },
  { id: 'space', name: 'Space' },
  { id: 'music', name: 'Music' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

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
  /** Multiple choice only: four distinct options, one of them the answer. */
  options?: string[];
  /** Dataset and version, or `fact-table:<name>`. */
  source: string;
  /** YYYY-MM-DD date the data is correct as of. */
  asOf: string;
  explanation?: string;
  templateId: string;
  subject: string;
  /** The same fact asked as text and as multiple choice shares this key, so a quiz can avoid serving both. */
  factKey: string;
}

export interface QcResult {
  passed: boolean;
  reasons: string[];
}

export interface CheckedQuestion extends GeneratedQuestion {
  qc: QcResult;
}
