import type { Command } from './commands.js';
import { outcomeOf, type Effect, type Outcome } from './effects.js';
import type { GameState } from './state.js';

type StoreAnswers = Extract<Effect, { type: 'storeAnswers' }>;

/**
 * The backend stored the answers of every question up to `questionIndex`: they leave `state.unstored`. Never
 * refused (a repeat, or a question not revealed yet, simply drops what there is to drop) and nothing to tell.
 */
export function answersStored(state: GameState, command: Extract<Command, { type: 'answersStored' }>): Outcome {
  const { unstored } = state;
  // Oldest first, so the stored ones are a prefix.
  let count = 0;
  while (count < unstored.length && unstored[count]!.questionIndex <= command.questionIndex) count += 1;
  if (count > 0) unstored.splice(0, count);
  return outcomeOf(state);
}

/**
 * The answers still waiting to be stored, as the `storeAnswers` effects that first carried them: what a node
 * that adopts a room (after `replay`) must store again before applying `answersStored`. The old owner may have
 * stored some of them already, so the backend's store must be idempotent (one row per player and question).
 */
export function pendingStores(state: GameState): StoreAnswers[] {
  const stores: StoreAnswers[] = [];
  for (const record of state.unstored) {
    let last = stores.at(-1);
    if (last?.questionIndex !== record.questionIndex) {
      const questionId = state.questions[record.questionIndex]?.id ?? '';
      last = { type: 'storeAnswers', questionIndex: record.questionIndex, questionId, answers: [] };
      stores.push(last);
    }
    last.answers.push(record);
  }
  return stores;
}
