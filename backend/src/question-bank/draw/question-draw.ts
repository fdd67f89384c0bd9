import { DealtBuckets, DrawPool, LEVELS, type PoolEntry } from './draw-pool';
import { type DrawSeed, seededRandom, seedNumber, shuffled } from './seeded-random';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** What a draw needs to know of a question. */
export interface Drawable {
  id: string;
  category: string;
  difficulty: Difficulty;
  /** One fact, whichever way round or in whichever form it is asked. */
  factKey: string;
  answer: string;
  /** 'true_false' questions all answer True or False: the no-answer-twice rule goes by their fact instead. */
  type?: string;
}

/** The answer a draw keeps from repeating: a true-or-false question's own fact, anything else's answer. */
export function drawnAnswer(q: Drawable): string {
  return q.type === 'true_false' ? `true-false:${q.factKey}` : answerKey(q.answer);
}

export interface DrawRequest {
  count: number;
  /** The wanted difficulty of each slot, in order (a quiz that gets harder), or one level for every slot. */
  difficulties: readonly Difficulty[] | Difficulty;
  /** The same seed and pool always give the same questions (a day's quiz is the same for everyone). */
  seed: DrawSeed;
  /** Facts that must not come up: seen lately, or already in a quiz being built. */
  excludeFacts?: ReadonlySet<string>;
  /** Answers that must not come up (as normalised by `answerKey`): the same day's other quiz. */
  excludeAnswers?: ReadonlySet<string>;
  /**
   * Every slot at exactly its difficulty, even if that leaves the draw short (an API asked for hard questions
   * only); otherwise a slot takes another level rather than stay empty.
   */
  strictDifficulty?: boolean;
  /**
   * Deal from this many of the pool's questions picked at random instead of shuffling all of them: far cheaper on
   * a large pool, but then the seed does not give the same questions again. For one-off draws without exclusions
   * (it is ignored when there are any).
   */
  sampleSize?: number;
}

/** How several questions come out as "the same answer": case, accents, punctuation and a leading article aside. */
export function answerKey(answer: string): string {
  let key = ANSWER_KEYS.get(answer);
  if (key === undefined) {
    key = answer
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/^(the|a|an)\s+/, '')
      .replace(/[^a-z0-9]+/g, '');
    if (ANSWER_KEYS.size < ANSWER_KEYS_KEPT) ANSWER_KEYS.set(answer, key);
  }
  return key;
}

/** The bank's answers, normalised once: every draw reads the key of every question in its pool. */
const ANSWER_KEYS = new Map<string, string>();
const ANSWER_KEYS_KEPT = 200_000;

/** The family of a fact (its template): "capital of X" and "X's capital" are one family. */
export const familyOf = (factKey: string) => {
  const colon = factKey.indexOf(':');
  return colon < 0 ? factKey : factKey.slice(0, colon);
};

/** How many easy, medium and hard questions a quiz of `count` has: thirds, the easier ones rounded up, in order. */
export function difficultyRamp(count: number): Difficulty[] {
  const easy = Math.ceil(count / 3);
  const medium = Math.ceil((count - easy) / 2);
  return [
    ...Array<Difficulty>(easy).fill('easy'),
    ...Array<Difficulty>(medium).fill('medium'),
    ...Array<Difficulty>(count - easy - medium).fill('hard'),
  ];
}

interface Limits {
  perCategory: number;
  perFamily: number;
  /** Whether a slot may take a neighbouring difficulty when its own has nothing left. */
  anyDifficulty: boolean;
}

/**
 * Draws a quiz: no fact twice, no answer twice (Saturn cannot be the answer to two questions), categories taken
 * in turn so none crowds the quiz, at most a fair share from any one family of questions (no two dog breeds in a
 * short quiz), and nothing excluded. When the pool cannot meet the spread, it relaxes it (a share by one, then the
 * difficulty, then the shares) but never the rules on facts and answers; it returns fewer rather than repeating.
 */
export function drawQuestions<Q extends Drawable>(pool: readonly Q[] | DrawPool<Q>, request: DrawRequest): Q[] {
  const prepared = pool instanceof DrawPool ? pool : preparePool(pool);
  const random = seededRandom(seedNumber(request.seed));
  const excludedFacts = request.excludeFacts ?? NOTHING;
  const excludedAnswers = request.excludeAnswers ?? NOTHING;
  const kept: number[] = [];
  // Most draws exclude nothing: then no question's keys need looking up (the lookups were most of a draw's time).
  const excluding = excludedFacts.size > 0 || excludedAnswers.size > 0;
  // Counted down only when something is excluded; otherwise the pool's own counts are read.
  const categoriesLeft = (excluding ? [...prepared.perCategory] : prepared.perCategory) as number[];
  const familiesOut = new Map<string, number>();
  const sampling = request.sampleSize !== undefined && !excluding;
  const entries = sampling ? [] : prepared.entries;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (!excluding || (!excludedFacts.has(entry.fact) && !excludedAnswers.has(entry.answer))) kept.push(i);
    else {
      categoriesLeft[entry.category]! -= 1;
      familiesOut.set(entry.family, (familiesOut.get(entry.family) ?? 0) + 1);
    }
  }
  // The pool is in id order, so the shuffle depends on the seed alone, never on the order questions arrived in.
  const dealt = sampling ? prepared.sample(request.sampleSize!, random) : shuffled(kept, random);
  const buckets = new DealtBuckets(prepared, dealt);
  const categories = shuffled(
    excluding ? prepared.categoryRefs.filter(({ index }) => categoriesLeft[index]! > 0) : prepared.categoryRefs,
    random,
  );
  const emptied = [...familiesOut].filter(([family, out]) => out === prepared.perFamily.get(family)).length;
  const families = prepared.perFamily.size - emptied;
  const slots =
    typeof request.difficulties === 'string'
      ? Array<Difficulty>(request.count).fill(request.difficulties)
      : request.difficulties.slice(0, request.count);
  const fair = (groups: number) => Math.max(1, Math.ceil(slots.length / Math.max(1, groups)));
  // A slot keeps its difficulty before a category keeps its share: one category a question over its share spoils a
  // quiz less than a hard question answered by an easy one.
  const tiers: Limits[] = [
    { perCategory: fair(categories.length), perFamily: fair(families), anyDifficulty: false },
    { perCategory: fair(categories.length) + 1, perFamily: fair(families) + 1, anyDifficulty: false },
    { perCategory: fair(categories.length) + 1, perFamily: fair(families) + 1, anyDifficulty: true },
    { perCategory: Infinity, perFamily: Infinity, anyDifficulty: !request.strictDifficulty },
  ].filter((limits) => !(request.strictDifficulty && limits.anyDifficulty && limits.perCategory !== Infinity));
  const state = { chosen: [] as Q[], facts: new Set<string>(), answers: new Set<string>(), turn: 0 };
  const counts = { category: new Map<number, number>(), family: new Map<string, number>() };
  for (const wanted of slots) {
    const next = tiers.reduce<PoolEntry<Q> | null>(
      (found, limits) => found ?? pick(buckets, categories, wanted, limits, state, counts),
      null,
    );
    if (!next) break;
    state.chosen.push(next.q);
    state.facts.add(next.fact);
    state.answers.add(next.answer);
    bump(counts.category, next.category);
    bump(counts.family, next.family);
  }
  return state.chosen;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const NOTHING: ReadonlySet<string> = new Set();

/** A pool for `drawQuestions`, to keep for many draws. */
export const preparePool = <Q extends Drawable>(questions: readonly Q[]): DrawPool<Q> =>
  new DrawPool(questions, drawnAnswer, familyOf);

/** The next question in category order that fits the limits, preferring the wanted difficulty, then its neighbours. */
function pick<Q extends Drawable>(
  buckets: DealtBuckets<Q>,
  categories: readonly { index: number }[],
  wanted: Difficulty,
  limits: Limits,
  state: { facts: Set<string>; answers: Set<string>; turn: number },
  counts: { category: Map<number, number>; family: Map<string, number> },
): PoolEntry<Q> | null {
  const levels = limits.anyDifficulty ? byCloseness(wanted) : [wanted];
  const fits = (e: PoolEntry<Q>) =>
    !state.facts.has(e.fact) && !state.answers.has(e.answer) && (counts.family.get(e.family) ?? 0) < limits.perFamily;
  for (const level of levels) {
    for (let step = 0; step < categories.length; step += 1) {
      const index = (state.turn + step) % categories.length;
      const category = categories[index]!.index;
      if ((counts.category.get(category) ?? 0) >= limits.perCategory) continue;
      const taken = buckets.take(category * LEVELS.length + LEVELS.indexOf(level), fits);
      if (taken) {
        state.turn = index + 1;
        return taken;
      }
    }
  }
  return null;
}

function byCloseness(wanted: Difficulty): Difficulty[] {
  const at = LEVELS.indexOf(wanted);
  return [...LEVELS].sort((a, b) => Math.abs(LEVELS.indexOf(a) - at) - Math.abs(LEVELS.indexOf(b) - at));
}
