import { bankStats, type CountedQuestion } from './bank-stats';

const q = (over: Partial<CountedQuestion>): CountedQuestion => ({
  category: 'science',
  difficulty: 'easy',
  type: 'text',
  factKey: 'f1',
  qcPassed: true,
  ...over,
});

describe('bankStats', () => {
  const stats = bankStats(
    [
      q({}),
      q({ type: 'multiple_choice' }),
      q({ factKey: 'f2', difficulty: 'hard', type: 'multiple_choice' }),
      q({ category: 'film', factKey: 'f3', difficulty: 'medium' }),
      q({ category: 'film', factKey: 'f3', difficulty: 'medium', type: 'true_false' }),
      q({ category: 'film', factKey: 'f4', qcPassed: false }),
    ],
    (category) => category.toUpperCase(),
  );

  it('counts questions in play and the distinct facts behind them, kept-out questions apart', () => {
    expect(stats).toMatchObject({ total: 5, facts: 3, rejected: 1 });
  });

  it('splits questions and facts per category, difficulty and type', () => {
    expect(stats.byCategory).toEqual([
      { category: 'science', name: 'SCIENCE', count: 3, facts: 2, byDifficulty: { easy: 2, medium: 0, hard: 1 } },
      { category: 'film', name: 'FILM', count: 2, facts: 1, byDifficulty: { easy: 0, medium: 2, hard: 0 } },
    ]);
    expect(stats.byDifficulty).toEqual({ easy: 2, medium: 2, hard: 1 });
    expect(stats.factsByDifficulty).toEqual({ easy: 1, medium: 1, hard: 1 });
    expect(stats.byType).toEqual({ multiple_choice: 2, text: 2, true_false: 1 });
    expect(stats.factsByType).toEqual({ multiple_choice: 2, text: 2, true_false: 1 });
  });
});
