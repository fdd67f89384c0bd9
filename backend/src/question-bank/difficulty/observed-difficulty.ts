import type { Difficulty } from '../draw/question-draw';

/** Answers a question needs before its players, rather than its editor, say how hard it is. */
export const MIN_ANSWERS_FOR_DIFFICULTY = 30;
/** Most players get it: easy. Fewer than four in ten: hard. */
export const EASY_FROM = 0.7;
export const HARD_BELOW = 0.4;

/** The label play data gives a question, or null while it has too few answers to say. */
export function observedDifficulty(correct: number, answers: number): Difficulty | null {
  if (answers < MIN_ANSWERS_FOR_DIFFICULTY) return null;
  const rate = correct / answers;
  if (rate >= EASY_FROM) return 'easy';
  return rate < HARD_BELOW ? 'hard' : 'medium';
}
