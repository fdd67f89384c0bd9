import type { V1Difficulty, V1QuestionsQuery } from '@trivia/contracts';
import { type DrawSeed, seededRandom, seedFrom } from '../../question-bank';
import type { QuestionDraw } from '../../question-bank/question-source.service';
import { bankTypesOf } from './v1-question';

const LEVELS: readonly V1Difficulty[] = ['easy', 'medium', 'hard'];

/** Sets a one-off draw's level stream apart from its question stream (both come from one random number). */
const LEVEL_STREAM = 0x9e3779b9;

/**
 * Each slot's level when a call names none: picked from the seed, so a call is not all one level and a seeded set
 * asks for the same levels every time.
 */
export function slotLevels(seed: DrawSeed, count: number): V1Difficulty[] {
  const random = seededRandom(typeof seed === 'number' ? seed ^ LEVEL_STREAM : seedFrom(`v1-levels:${seed}`));
  return Array.from({ length: count }, () => LEVELS[Math.floor(random() * LEVELS.length)]!);
}

/**
 * The QuestionSource draw behind `GET /v1/questions`: the types, categories and level asked for (a level named is
 * kept strictly: a hard-only call never gets an easy question), the seed (the caller's for a seeded set, else a
 * fresh one) and the facts a session has already been served.
 */
export function v1DrawOf(query: V1QuestionsQuery, seed: DrawSeed, excludeFacts?: ReadonlySet<string>): QuestionDraw {
  return {
    count: query.amount,
    types: bankTypesOf(query.types),
    categories: query.categories,
    difficulty: query.difficulty ?? slotLevels(seed, query.amount),
    strictDifficulty: query.difficulty !== undefined,
    seed: typeof seed === 'number' ? seed : `v1:${seed}`,
    excludeFacts,
    // Only a seeded set must come back the same: any other call may be dealt from a sample of the pool.
    oneOff: query.seed === undefined,
  };
}
