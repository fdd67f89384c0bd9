import { groupHistoryByDay } from './history-days';

describe('groupHistoryByDay', () => {
  it('groups rows by date, newest first, Standard before Multiple Choice', () => {
    const grouped = groupHistoryByDay([
      { date: '2026-11-19', kind: 'mc', players: 4 },
      { date: '2026-11-20', kind: 'mc', players: 7 },
      { date: '2026-11-20', kind: 'standard', players: 5 },
      { date: '2026-11-19', kind: 'standard', players: 0 },
    ]);
    expect(grouped).toEqual([
      {
        date: '2026-11-20',
        quizzes: [
          { kind: 'standard', players: 5 },
          { kind: 'mc', players: 7 },
        ],
      },
      {
        date: '2026-11-19',
        quizzes: [
          { kind: 'standard', players: 0 },
          { kind: 'mc', players: 4 },
        ],
      },
    ]);
  });

  it('is empty for no history', () => {
    expect(groupHistoryByDay([])).toEqual([]);
  });
});
