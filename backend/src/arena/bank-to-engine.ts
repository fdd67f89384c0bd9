import { randomInt } from 'node:crypto';
import type { Question } from '@trivia/arena-engine';
import type { QuestionEntity } from '../question-bank/question.entity';

/** Picks a whole number in [0, below): crypto-random in the app, fixed in tests. */
export type PickIndex = (below: number) => number;

/**
 * The marker only forgives typos that keep the first letter, so only answers with the same first letter and a
 * similar length can be confused with the right one; keeping just those keeps the room state small.
 */
export function confusables(answer: string, known: readonly string[]): string[] {
  const first = answer.trim().charAt(0).toLowerCase();
  return known.filter(
    (other) =>
      other !== answer && other.trim().charAt(0).toLowerCase() === first && Math.abs(other.length - answer.length) <= 3,
  );
}

/**
 * An order question's items as players see them, shuffled (never already in order, which would give the answer
 * away), and the option indices in the true order: the engine's `correctOrder`.
 */
export function shuffledItems(
  items: readonly string[],
  pick: PickIndex = randomInt,
): { options: string[]; correctOrder: number[] } {
  const order = items.map((_, i) => i);
  do {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = pick(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  } while (items.length > 1 && order.every((item, i) => item === i));
  // order[k] is the true position of the item shown k-th; correctOrder lists the shown indices by true position.
  const correctOrder = items.map((_, truePosition) => order.indexOf(truePosition));
  return { options: order.map((i) => items[i]!), correctOrder };
}

/**
 * A bank question as the engine runs it, answer key included. `knownAnswers` gives the category's accepted
 * answers for a typed question's marker.
 */
export function bankToEngine(
  q: QuestionEntity,
  knownAnswers: () => readonly string[],
  pick: PickIndex = randomInt,
): Question {
  const base = { id: q.id, prompt: q.prompt };
  switch (q.type) {
    case 'multiple_choice':
    case 'true_false':
      return { ...base, type: q.type, options: q.options ?? [], correctIndex: (q.options ?? []).indexOf(q.answer) };
    case 'order':
      return { ...base, type: 'order', ...shuffledItems(q.items ?? [], pick) };
    case 'estimate':
      return { ...base, type: 'estimate', value: q.value ?? Number.NaN, ...(q.unit ? { unit: q.unit } : {}) };
    case 'text':
      return {
        ...base,
        type: 'text',
        answer: q.answer,
        aliases: q.aliases,
        knownAnswers: confusables(q.answer, knownAnswers()),
        ...(q.answerKind === 'person' ? { person: true } : {}),
      };
  }
}
