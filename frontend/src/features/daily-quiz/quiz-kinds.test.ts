import { leaderboardPath, parseQuizDate, parseQuizKind, playModeFor, practicePath } from './quiz-kinds';

const today = '2026-11-21';

describe('playModeFor', () => {
  it.each([
    [null, { kind: 'today' }],
    ['', { kind: 'today' }],
    [today, { kind: 'today' }],
    ['2026-11-20', { kind: 'practice', date: '2026-11-20' }],
    ['2025-01-01', { kind: 'practice', date: '2025-01-01' }],
  ])('?date=%s → %j', (param, mode) => {
    expect(playModeFor(param, today)).toEqual(mode);
  });

  it.each(['2026-11-22', '2027-01-01'])('refuses the future date %s', (param) => {
    expect(playModeFor(param, today)).toMatchObject({ kind: 'invalid' });
  });

  it.each(['yesterday', '2026-02-30', '2026-13-01', '21-11-2026', '2026-1-1'])('refuses %s', (param) => {
    expect(playModeFor(param, today)).toMatchObject({ kind: 'invalid' });
  });
});

describe('parsers and paths', () => {
  it('accepts only the two quiz kinds', () => {
    expect(parseQuizKind('mc')).toBe('mc');
    expect(parseQuizKind('standard')).toBe('standard');
    expect(parseQuizKind('MC')).toBeNull();
    expect(parseQuizKind(undefined)).toBeNull();
  });

  it('accepts real calendar dates only', () => {
    expect(parseQuizDate('2024-02-29')).toBe('2024-02-29');
    expect(parseQuizDate('2025-02-29')).toBeNull();
  });

  it('builds the practice and leaderboard paths', () => {
    expect(practicePath('standard', '2026-11-20')).toBe('/daily-quiz?date=2026-11-20');
    expect(practicePath('mc', '2026-11-20')).toBe('/daily-mc-quiz?date=2026-11-20');
    expect(leaderboardPath('mc', '2026-11-20')).toBe('/daily-quizzes/leaderboard/mc/2026-11-20');
  });
});
