import { currentRating, todaysQuizzes, verticalShortcuts } from './dashboard-logic';

describe('todaysQuizzes', () => {
  const history = [
    { date: '2026-11-27', kind: 'mc' as const, score: 17, total: 20, rank: 4 },
    { date: '2026-11-26', kind: 'standard' as const, score: 12, total: 15, rank: 9 },
  ];

  it('shows today’s result for a quiz played today and Play for the other', () => {
    expect(todaysQuizzes(history, '2026-11-27')).toEqual([
      expect.objectContaining({ kind: 'standard', to: '/daily-quiz', result: null }),
      expect.objectContaining({ kind: 'mc', to: '/daily-mc-quiz', result: { score: 17, total: 20, rank: 4 } }),
    ]);
  });

  it('does not count yesterday’s result as today’s', () => {
    expect(todaysQuizzes(history, '2026-11-28').map((quiz) => quiz.result)).toEqual([null, null]);
  });
});

describe('currentRating', () => {
  const match = (ratingAfter: number | null) => ({
    matchId: String(ratingAfter),
    endedAt: '2026-11-27T10:00:00Z',
    completed: true,
    players: 4,
    rank: 1,
    score: 900,
    correctCount: 8,
    questionCount: 10,
    ratingBefore: null,
    ratingAfter,
    hostLed: ratingAfter === null,
  });

  it('is the newest rated match’s rating, skipping unrated hosted sessions', () => {
    expect(currentRating([match(null), match(1234), match(1200)])).toBe(1234);
  });

  it('is null before any rated match', () => {
    expect(currentRating([match(null)])).toBeNull();
    expect(currentRating([])).toBeNull();
  });
});

describe('verticalShortcuts', () => {
  it('gives each audience its own next steps', () => {
    expect(verticalShortcuts('developer', false).map((s) => s.to)).toEqual([
      '/developers/dashboard',
      '/api/docs',
      '/api/developers/comparison',
    ]);
    expect(verticalShortcuts('pub', true).map((s) => s.to)).toContain('/hosting-guide');
  });

  it('leaves Arena links out when Arena is off, and has none for no audience', () => {
    expect(verticalShortcuts('gamer', false).map((s) => s.to)).toEqual(['/daily-mc-quiz']);
    expect(verticalShortcuts(null, true)).toEqual([]);
    expect(verticalShortcuts('universal', true)).toEqual([]);
  });
});
