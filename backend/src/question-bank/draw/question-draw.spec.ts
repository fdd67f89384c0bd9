import {
  answerKey,
  type Difficulty,
  type Drawable,
  difficultyRamp,
  drawQuestions,
  familyOf,
  preparePool,
} from './question-draw';
import { freshSeed, seedFrom, seedNumber } from './seeded-random';

const CATEGORIES = ['world-geography', 'science', 'british-history', 'nature', 'film', 'sport', 'language', 'space'];
const LEVELS = ['easy', 'medium', 'hard'] as const;
/** 8 categories × 3 levels × 40 questions, each its own fact, in 4 families per category. */
const pool: Drawable[] = CATEGORIES.flatMap((category) =>
  LEVELS.flatMap((difficulty) =>
    Array.from({ length: 40 }, (_, i) => ({
      id: `${category}-${difficulty}-${i}`,
      category,
      difficulty,
      factKey: `${category}-family-${i % 4}:${difficulty}-${i}`,
      answer: `${category} ${difficulty} answer ${i}`,
    })),
  ),
);
const byId = new Map(pool.map((q) => [q.id, q]));
const draw = (seed: string, options: Partial<Parameters<typeof drawQuestions>[1]> = {}, from = pool) =>
  drawQuestions(from, { count: 20, difficulties: difficultyRamp(20), seed, ...options });

describe('difficultyRamp', () => {
  it.each([
    [15, 5, 5, 5],
    [20, 7, 7, 6],
    [3, 1, 1, 1],
    [10, 4, 3, 3],
  ])('%i questions: %i easy, %i medium, %i hard, in that order', (count, easy, medium, hard) => {
    const ramp = difficultyRamp(count);
    expect(ramp.filter((d) => d === 'easy')).toHaveLength(easy);
    expect(ramp.filter((d) => d === 'medium')).toHaveLength(medium);
    expect(ramp.filter((d) => d === 'hard')).toHaveLength(hard);
    expect([...ramp].sort((a, b) => LEVELS.indexOf(a) - LEVELS.indexOf(b))).toEqual(ramp);
  });
});

describe('drawQuestions', () => {
  it('is deterministic: the same seed gives everyone the same quiz, whatever order the pool arrives in', () => {
    expect(draw('2026-11-21:mc')).toEqual(draw('2026-11-21:mc'));
    expect(draw('2026-11-21:mc')).not.toEqual(draw('2026-11-22:mc'));
    expect(draw('x', {}, [...pool].reverse())).toEqual(draw('x'));
  });

  it('gives the questions a seed gave before pools were kept: a daily quiz is the same for everyone', () => {
    const request = {
      count: 10,
      difficulties: difficultyRamp(10),
      seed: '2026-11-21:mc',
      excludeFacts: new Set(['film-family-1:easy-1']),
      excludeAnswers: new Set(['sporteasyanswer2']),
    };
    // Drawn by the implementation that filtered the whole pool on every draw.
    const before = [
      'film-easy-31',
      'sport-easy-6',
      'british-history-easy-32',
      'nature-easy-16',
      'world-geography-medium-0',
      'language-medium-28',
      'science-medium-39',
      'space-hard-37',
      'film-hard-12',
      'sport-hard-3',
    ];
    expect(drawQuestions(pool, request).map((q) => q.id)).toEqual(before);
    const kept = preparePool([...pool].reverse());
    expect(drawQuestions(kept, request).map((q) => q.id)).toEqual(before);
    // A kept pool is read, never changed, by a draw.
    expect(drawQuestions(kept, request).map((q) => q.id)).toEqual(before);
  });

  it('ramps from easy to hard and takes categories in turn', () => {
    const chosen = draw('2026-11-21:mc');
    expect(chosen.map((q) => q.difficulty)).toEqual(difficultyRamp(20));
    const perCategory = CATEGORIES.map((c) => chosen.filter((q) => q.category === c).length);
    expect(Math.max(...perCategory) - Math.min(...perCategory)).toBeLessThanOrEqual(1);
  });

  it('never asks a fact twice, nor gives the same answer twice', () => {
    const twins = pool.flatMap((q) => [
      q,
      { ...q, id: `${q.id}-mirror` },
      { ...q, id: `${q.id}-same-answer`, factKey: `${q.factKey}-b`, answer: `The ${q.answer.toUpperCase()}!` },
    ]);
    const chosen = draw('twins', { count: 24, difficulties: difficultyRamp(24) }, twins);
    expect(chosen).toHaveLength(24);
    expect(new Set(chosen.map((q) => q.factKey)).size).toBe(24);
    expect(new Set(chosen.map((q) => answerKey(q.answer))).size).toBe(24);
  });

  it('spreads families: no two questions of one family in a quiz that can avoid it', () => {
    const chosen = draw('families', { count: 16, difficulties: difficultyRamp(16) });
    const families = chosen.map((q) => familyOf(q.factKey));
    expect(new Set(families).size).toBe(16);
  });

  it('keeps out excluded facts and answers (the 90-day window, the same day’s other quiz)', () => {
    const first = draw('day-1');
    const second = draw('day-2', {
      excludeFacts: new Set(first.map((q) => q.factKey)),
      excludeAnswers: new Set(first.map((q) => answerKey(q.answer))),
    });
    expect(second.filter((q) => first.some((f) => f.factKey === q.factKey || f.answer === q.answer))).toEqual([]);
  });

  it('keeps going without a repeated fact for 45 days on a big enough bank', () => {
    const used = new Set<string>();
    for (let day = 0; day < 45; day += 1) {
      const chosen = draw(`day-${day}`, { excludeFacts: used });
      expect(chosen).toHaveLength(20);
      for (const q of chosen) {
        expect(used.has(q.factKey)).toBe(false);
        used.add(q.factKey);
      }
    }
  });

  it('relaxes the spread before it gives up: one category and one level still fill a long quiz', () => {
    const science = pool.filter((q) => q.category === 'science');
    const chosen = drawQuestions(science, { count: 50, difficulties: 'hard' as Difficulty, seed: 's' });
    expect(chosen).toHaveLength(50);
    expect(new Set(chosen.map((q) => q.factKey)).size).toBe(50);
  });

  it('falls back to a neighbouring difficulty when a level runs dry', () => {
    const noHard = pool.filter((q) => q.difficulty !== 'hard');
    expect(draw('s', { count: 15, difficulties: difficultyRamp(15) }, noHard)).toHaveLength(15);
  });

  it('keeps every slot at its level when the difficulty is strict, even if the draw comes back short', () => {
    const science = pool.filter((q) => q.category === 'science');
    const strict = drawQuestions(science, { count: 50, difficulties: 'hard', seed: 's', strictDifficulty: true });
    expect(strict).toHaveLength(40);
    expect(strict.every((q) => q.difficulty === 'hard')).toBe(true);
    // Strict still relaxes the spread: one category, one level, every question of it.
    const sport = drawQuestions(pool, { count: 30, difficulties: 'easy', seed: 's', strictDifficulty: true });
    expect(sport).toHaveLength(30);
    expect(sport.every((q) => q.difficulty === 'easy')).toBe(true);
  });

  it('returns fewer questions rather than repeating when the pool is too small', () => {
    expect(draw('s', { count: 15 }, pool.slice(0, 5))).toHaveLength(5);
  });

  it('treats answers alike whatever their case, accents, punctuation or article', () => {
    expect(answerKey('The Beatles')).toBe(answerKey('beatles'));
    expect(answerKey('Saint-Saëns')).toBe(answerKey('Saint Saens'));
    expect(answerKey('Saturn')).not.toBe(answerKey('Uranus'));
    expect(byId.size).toBe(pool.length);
  });
});

describe('seeds', () => {
  it('uses a number as the random state itself: the same number draws the same quiz, another number another', () => {
    const ids = (seed: number) => drawQuestions(pool, { count: 20, difficulties: 'medium', seed }).map((q) => q.id);
    expect(ids(123_456)).toEqual(ids(123_456));
    expect(ids(123_456)).not.toEqual(ids(654_321));
    expect(seedNumber(123_456)).toBe(123_456);
  });

  it('hashes text, so a day or a seeded set always gives the same state', () => {
    expect(seedNumber('2026-11-21:mc')).toBe(seedFrom('2026-11-21:mc'));
    expect(seedNumber('2026-11-21:mc')).not.toBe(seedNumber('2026-11-22:mc'));
  });

  it('makes fresh seeds that are 32-bit unsigned numbers, and not the same one twice in a row', () => {
    const seeds = Array.from({ length: 50 }, freshSeed);
    for (const seed of seeds) expect(seed >>> 0).toBe(seed);
    expect(new Set(seeds).size).toBeGreaterThan(45);
  });
});

describe('drawing true or false', () => {
  const statements: Drawable[] = pool.map((q, i) => ({ ...q, type: 'true_false', answer: i % 2 ? 'True' : 'False' }));

  it('fills a round although every question answers True or False: no fact twice is the rule for them', () => {
    const drawn = draw('tf', {}, statements);
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn.map((q) => q.factKey)).size).toBe(20);
  });

  it('still keeps other answers apart', () => {
    const same = pool.slice(0, 30).map((q) => ({ ...q, answer: 'Saturn' }));
    expect(draw('mc', { count: 5, difficulties: 'easy' }, same)).toHaveLength(1);
  });
});

describe('one-off draws dealt from a sample of the pool', () => {
  const prepared = preparePool(pool);

  it('keeps every rule of a whole-pool draw: the count, the ramp, no fact or answer twice, categories in turn', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const chosen = drawQuestions(prepared, { count: 20, difficulties: difficultyRamp(20), seed, sampleSize: 224 });
      expect(chosen).toHaveLength(20);
      expect(chosen.map((q) => q.difficulty)).toEqual(difficultyRamp(20));
      expect(new Set(chosen.map((q) => q.factKey)).size).toBe(20);
      expect(new Set(chosen.map((q) => answerKey(q.answer))).size).toBe(20);
      expect(new Set(chosen.map((q) => q.category)).size).toBe(CATEGORIES.length);
      for (const q of chosen) expect(byId.get(q.id)).toBe(q);
    }
  });

  it('samples distinct questions uniformly: over many samples every question of the pool comes up', () => {
    const seen = new Set<string>();
    let state = 1;
    const random = () => ((state = (state * 48271) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 200; i += 1) {
      const sample = [...prepared.sample(40, random)].map((index) => prepared.entries[index]!.q.id);
      expect(new Set(sample).size).toBe(40);
      for (const id of sample) seen.add(id);
    }
    expect(seen.size).toBe(pool.length);
    expect(prepared.sample(pool.length + 5, random)).toHaveLength(pool.length);
  });

  it('ignores the sample when there are exclusions, so an excluded fact is never dealt', () => {
    const excludeFacts = new Set(pool.slice(0, 600).map((q) => q.factKey));
    const chosen = drawQuestions(prepared, {
      count: 20,
      difficulties: 'easy',
      seed: 's',
      sampleSize: 30,
      excludeFacts,
    });
    expect(chosen.some((q) => excludeFacts.has(q.factKey))).toBe(false);
  });
});
