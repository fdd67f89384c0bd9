import { compareFinishers, rankOf, shareText } from './ranking';

describe('ranks', () => {
  const board = [
    { score: 15, elapsedMs: 200_000 },
    { score: 15, elapsedMs: 100_000 },
    { score: 12, elapsedMs: 50_000 },
    { score: 12, elapsedMs: 50_000 },
    { score: 3, elapsedMs: 10_000 },
  ];
  it.each([
    [{ score: 15, elapsedMs: 100_000 }, 1, 'top score, fastest'],
    [{ score: 15, elapsedMs: 200_000 }, 2, 'same score, slower: time breaks the tie'],
    [{ score: 12, elapsedMs: 50_000 }, 3, 'exact tie on score and time shares the rank'],
    [{ score: 3, elapsedMs: 10_000 }, 5, 'after two tied at third comes fifth'],
    [{ score: 0, elapsedMs: 1_000 }, 6, 'a fast zero is still last'],
  ])('%o ranks %i (%s)', (target, expected) => {
    expect(rankOf(target, board)).toBe(expected);
  });

  it('sorts by score, then time', () => {
    expect([...board].sort(compareFinishers)[0]).toEqual({ score: 15, elapsedMs: 100_000 });
  });
});

describe('share text', () => {
  it('reads "12th of 340 who finished today" for a ranked attempt, and names practice rounds', () => {
    const base = {
      kind: 'mc' as const,
      date: '2026-11-21',
      score: 15,
      total: 20,
      elapsedMs: 192_000,
      players: 340,
      publicUrl: 'https://q.example',
    };
    expect(shareText({ ...base, rank: 12 })).toBe(
      'Daily Multiple Choice Quiz 2026-11-21: 15/20 in 03:12 (12th of 340 who finished today). Play at https://q.example/daily-mc-quiz',
    );
    expect(shareText({ ...base, kind: 'standard', rank: null })).toContain('(practice round)');
  });
});
