import { normaliseAnswer, markAnswer } from '@trivia/answer-matching';
import { ARENA_ESTIMATE_MAX } from '@trivia/contracts';
import type { Choice, Question, QuestionType } from './state.js';

/**
 * Answers of every question type: how each is written down (arena_answers.choice is text), read back, and
 * marked. Estimates are the exception to marking one answer alone: the closest in the room win, so they are
 * decided at the reveal (see `closestEstimates`).
 */

/** An estimate the engine takes: a finite number within the contracts' bounds. */
export const isEstimateValue = (value: unknown): value is number =>
  Number.isFinite(value) && Math.abs(value as number) <= ARENA_ESTIMATE_MAX;

const isIndex = (value: unknown, count: number): boolean =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/** Every option index once: what an `order` answer and an `order` question's key both must be. */
export const isPermutation = (order: unknown, count: number): order is number[] =>
  Array.isArray(order) &&
  order.length === count &&
  order.every((i) => isIndex(i, count)) &&
  new Set(order).size === count;

export const isEstimateChoice = (choice: unknown): choice is { estimate: number } =>
  typeof choice === 'object' &&
  choice !== null &&
  !Array.isArray(choice) &&
  isEstimateValue((choice as { estimate?: unknown }).estimate);

/**
 * A choice as it is stored (arena_answers.choice): an option index "2", a typed answer as typed, an order as JSON
 * "[2,0,1,3]", an estimate as the number "1066.5".
 */
export function choiceText(choice: Choice): string {
  if (Array.isArray(choice)) return JSON.stringify(choice);
  if (typeof choice === 'object') return String(choice.estimate);
  return String(choice);
}

const CHOICE_TYPES: readonly QuestionType[] = ['multiple_choice', 'true_false', 'poll'];

/** Reads a stored choice back by its question's type; null when the text is not a choice of that type. */
export function parseChoice(type: QuestionType, text: string): Choice | null {
  if (type === 'text') return text;
  if (CHOICE_TYPES.includes(type)) {
    const index = Number(text);
    return text.trim() !== '' && Number.isInteger(index) && index >= 0 ? index : null;
  }
  if (type === 'estimate') {
    const value = Number(text);
    return text.trim() !== '' && isEstimateValue(value) ? { estimate: value } : null;
  }
  try {
    const order: unknown = JSON.parse(text);
    return Array.isArray(order) && order.every((i) => Number.isInteger(i) && i >= 0) ? (order as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * The form under which typed answers are grouped for the host (`arena:answer-groups`) and re-marked (the
 * backend's override finds stored answers by it): the marker's own normalisation, so both sides group alike.
 */
export const answerGroupKey = (text: string): string => normaliseAnswer(text);

/**
 * Whether one answer is right on its own. Estimates are never right here (the reveal decides them against the
 * room's other answers) and polls never are.
 */
export function isCorrect(question: Question, choice: Choice): boolean {
  switch (question.type) {
    case 'text': {
      if (typeof choice !== 'string') return false;
      const accepted = { answer: question.answer ?? '', aliases: question.aliases ?? [] };
      return markAnswer(choice, accepted, {
        knownAnswers: question.knownAnswers ?? [],
        person: question.person === true,
      }).correct;
    }
    case 'order': {
      const key = question.correctOrder ?? [];
      return Array.isArray(choice) && choice.length === key.length && choice.every((item, i) => item === key[i]);
    }
    case 'multiple_choice':
    case 'true_false':
      return choice === question.correctIndex;
    default:
      return false;
  }
}

/**
 * The estimates closest to `value` (every one of a tie): the right answers of an `estimate` question. Distances
 * within rounding error of each other are a tie ("0.1 and 0.5 around 0.3": 0.19999999999999998 and 0.2), the
 * error being relative to the largest number involved.
 */
export function closestEstimates(estimates: readonly number[], value: number): Set<number> {
  let best = Infinity;
  let scale = Math.abs(value);
  for (const e of estimates) {
    best = Math.min(best, Math.abs(e - value));
    scale = Math.max(scale, Math.abs(e));
  }
  const tolerance = scale * 1e-12;
  return new Set(estimates.filter((e) => Math.abs(e - value) - best <= tolerance));
}

/** The spread of an `estimate` question's answers for the reveal; null when nobody answered. */
export function estimateSpread(
  estimates: readonly number[],
  value: number,
): { min: number; median: number; max: number; closest: number } | null {
  if (estimates.length === 0) return null;
  const sorted = [...estimates].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  // Of a tie (one under, one over), the lower: any one will do, and the same one every time.
  const closest = [...closestEstimates(sorted, value)].sort((a, b) => a - b)[0]!;
  return { min: sorted[0]!, median, max: sorted.at(-1)!, closest };
}
