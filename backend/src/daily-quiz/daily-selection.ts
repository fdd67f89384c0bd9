import { seededRandom, seedFrom, shuffled } from './seeded-random';

export type Difficulty = 'easy' | 'medium' | 'hard';
const RAMP: Difficulty[] = ['easy', 'medium', 'hard'];

export interface Candidate {
  id: string;
  category: string;
  difficulty: Difficulty;
}

export interface SelectionInput {
  pool: readonly Candidate[];
  /** Questions used in the last 90 days: never chosen again. */
  excludeIds: ReadonlySet<string>;
  /** e.g. "2026-11-21:mc"; the same seed and pool always give the same quiz. */
  seed: string;
  count: number;
}

/** How many easy, medium and hard questions a quiz of `count` has: thirds, the easier ones rounded up. */
export function difficultyRamp(count: number): Difficulty[] {
  const easy = Math.ceil(count / 3);
  const medium = Math.ceil((count - easy) / 2);
  return [
    ...Array<Difficulty>(easy).fill('easy'),
    ...Array<Difficulty>(medium).fill('medium'),
    ...Array<Difficulty>(count - easy - medium).fill('hard'),
  ];
}

/**
 * Picks a day's questions: easy to hard, categories taken in turn (in an order fixed by the seed) so no
 * category crowds the quiz, nothing from the exclusion window. Falls back to a neighbouring difficulty only
 * when a level runs dry, which a healthy bank never does.
 */
export function selectDailyQuestions({ pool, excludeIds, seed, count }: SelectionInput): string[] {
  const random = seededRandom(seedFrom(seed));
  // Sorted first, so the database's row order cannot change the day's quiz.
  const available = pool
    .filter((question) => !excludeIds.has(question.id))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byKey = new Map<string, Candidate[]>();
  for (const question of shuffled(available, random)) {
    const key = `${question.category}|${question.difficulty}`;
    byKey.set(key, [...(byKey.get(key) ?? []), question]);
  }
  const categories = shuffled([...new Set(available.map((q) => q.category))].sort(), random);
  const chosen: string[] = [];
  let turn = 0;
  for (const wanted of difficultyRamp(count)) {
    const next = pickNext(byKey, categories, turn, preferenceOrder(wanted));
    if (!next) break;
    chosen.push(next.question.id);
    turn = next.turn + 1;
  }
  return chosen;
}

function preferenceOrder(wanted: Difficulty): Difficulty[] {
  return [
    wanted,
    ...RAMP.filter((d) => d !== wanted).sort(
      (a, b) => Math.abs(RAMP.indexOf(a) - RAMP.indexOf(wanted)) - Math.abs(RAMP.indexOf(b) - RAMP.indexOf(wanted)),
    ),
  ];
}

function pickNext(byKey: Map<string, Candidate[]>, categories: string[], turn: number, difficulties: Difficulty[]) {
  for (const difficulty of difficulties) {
    for (let step = 0; step < categories.length; step += 1) {
      const index = (turn + step) % categories.length;
      const bucket = byKey.get(`${categories[index]}|${difficulty}`);
      const question = bucket?.shift();
      if (question) return { question, turn: index };
    }
  }
  return null;
}
