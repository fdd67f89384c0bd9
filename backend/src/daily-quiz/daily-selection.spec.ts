import { type Candidate, difficultyRamp, selectDailyQuestions } from './daily-selection';

const CATEGORIES = ['geography', 'science', 'history', 'nature', 'arts', 'sport', 'language', 'space'];
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const pool: Candidate[] = CATEGORIES.flatMap((category) =>
  DIFFICULTIES.flatMap((difficulty) =>
    Array.from({ length: 40 }, (_, i) => ({ id: `${category}-${difficulty}-${i}`, category, difficulty })),
  ),
);

describe('difficultyRamp', () => {
  it.each([
    [15, 5, 5, 5],
    [20, 7, 7, 6],
    [3, 1, 1, 1],
    [10, 4, 3, 3],
  ])('%i questions: %i easy, %i medium, %i hard, in that order', (count, easy, medium, hard) => {
    const ramp = difficultyRamp(count);
    expect(ramp).toHaveLength(count);
    expect(ramp.filter((d) => d === 'easy')).toHaveLength(easy);
    expect(ramp.filter((d) => d === 'medium')).toHaveLength(medium);
    expect(ramp.filter((d) => d === 'hard')).toHaveLength(hard);
    expect([...ramp].sort((a, b) => DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b))).toEqual(ramp);
  });
});

describe('selectDailyQuestions', () => {
  const select = (seed: string, excludeIds = new Set<string>(), count = 20) =>
    selectDailyQuestions({ pool, excludeIds, seed, count });

  it('is deterministic: the same day gives every player the same quiz', () => {
    expect(select('2026-11-21:mc')).toEqual(select('2026-11-21:mc'));
    expect(select('2026-11-21:mc')).not.toEqual(select('2026-11-22:mc'));
    expect(select('2026-11-21:mc')).not.toEqual(select('2026-11-21:standard'));
  });

  it('does not depend on the order the pool arrives in', () => {
    const reversed = selectDailyQuestions({ pool: [...pool].reverse(), excludeIds: new Set(), seed: 'x', count: 15 });
    expect(reversed).toEqual(select('x', new Set(), 15));
  });

  it('ramps from easy to hard and balances categories', () => {
    const ids = select('2026-11-21:mc');
    const chosen = ids.map((id) => pool.find((q) => q.id === id)!);
    expect(chosen.map((q) => q.difficulty)).toEqual(difficultyRamp(20));
    const perCategory = CATEGORIES.map((c) => chosen.filter((q) => q.category === c).length);
    expect(Math.max(...perCategory) - Math.min(...perCategory)).toBeLessThanOrEqual(1);
    expect(new Set(ids).size).toBe(20);
  });

  it('never picks an excluded question (the 90-day window)', () => {
    const first = select('day-1');
    const second = select('day-2', new Set(first));
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('keeps going without repeats for 90 days on a big enough bank', () => {
    const used = new Set<string>();
    for (let day = 0; day < 45; day += 1) {
      const ids = select(`day-${day}`, used, 20);
      expect(ids).toHaveLength(20);
      for (const id of ids) {
        expect(used.has(id)).toBe(false);
        used.add(id);
      }
    }
  });

  it('falls back to a neighbouring difficulty when a level runs dry', () => {
    const noHard = pool.filter((q) => q.difficulty !== 'hard');
    const ids = selectDailyQuestions({ pool: noHard, excludeIds: new Set(), seed: 's', count: 15 });
    expect(ids).toHaveLength(15);
  });

  it('returns fewer questions rather than repeating when the pool is too small', () => {
    expect(selectDailyQuestions({ pool: pool.slice(0, 5), excludeIds: new Set(), seed: 's', count: 15 })).toHaveLength(
      5,
    );
  });
});
