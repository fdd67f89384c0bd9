import { streaks } from './streaks';

describe('streaks', () => {
  it.each([
    [[], { current: 0, best: 0 }, 'never played'],
    [['2026-11-21'], { current: 1, best: 1 }, 'played today'],
    [['2026-11-20'], { current: 1, best: 1 }, 'played yesterday: the streak is still alive'],
    [['2026-11-19'], { current: 0, best: 1 }, 'missed yesterday: the streak is broken'],
    [['2026-11-19', '2026-11-20', '2026-11-21'], { current: 3, best: 3 }, 'three in a row'],
    [
      ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20'],
      { current: 1, best: 4 },
      'best from earlier',
    ],
    [['2026-11-21', '2026-11-21', '2026-11-20'], { current: 2, best: 2 }, 'both quizzes on one day count once'],
    [['2026-02-28', '2026-03-01'], { current: 0, best: 2 }, 'across the end of February'],
  ] as [string[], { current: number; best: number }, string][])('%j → %j (%s)', (dates, expected) => {
    expect(streaks(dates, '2026-11-21')).toEqual(expected);
  });
});
