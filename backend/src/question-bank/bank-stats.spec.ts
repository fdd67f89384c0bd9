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
      q({ category: 'space', factKey: 'f5', type: 'order' }),
      q({ category: 'space', factKey: 'f6', type: 'estimate', difficulty: 'hard' }),
      q({ category: 'space', factKey: 'f1', type: 'estimate' }),
    ],
    (category) => category.toUpperCase(),
  );

  it('counts questions in play and the distinct facts behind them, kept-out questions apart', () => {
    expect(stats).toMatchObject({ total: 8, facts: 5, rejected: 1 });
  });

  it('splits questions and facts per category, difficulty and type', () => {
    expect(stats.byCategory).toEqual([
      { category: 'science', name: 'SCIENCE', count: 3, facts: 2, byDifficulty: { easy: 2, medium: 0, hard: 1 } },
      { category: 'space', name: 'SPACE', count: 3, facts: 3, byDifficulty: { easy: 2, medium: 0, hard: 1 } },
      { category: 'film', name: 'FILM', count: 2, facts: 1, byDifficulty: { easy: 0, medium: 2, hard: 0 } },
    ]);
    expect(stats.byDifficulty).toEqual({ easy: 4, medium: 2, hard: 2 });
    expect(stats.factsByDifficulty).toEqual({ easy: 2, medium: 1, hard: 2 });
    expect(stats.byType).toEqual({ multiple_choice: 2, text: 2, true_false: 1, order: 1, estimate: 2 });
    // An estimate of a typed question's fact (f1) is the same fact: counted once in all, once per type.
    expect(stats.factsByType).toEqual({ multiple_choice: 2, text: 2, true_false: 1, order: 1, estimate: 2 });
  });
});
