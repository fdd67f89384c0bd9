import {
  DAILY_MC_OPTIONS,
  DAILY_MC_QUESTIONS,
  DAILY_STANDARD_QUESTIONS,
  DAILY_QUIZ_KINDS,
  isCalendarDate,
  type DailyQuizKind,
} from '@trivia/contracts';

export interface QuizKindInfo {
  kind: DailyQuizKind;
  title: string;
  shortTitle: string;
  path: string;
  summary: string;
}

export const QUIZ_KINDS: Record<DailyQuizKind, QuizKindInfo> = {
  standard: {
    kind: 'standard',
    title: 'Daily Standard Quiz',
    shortTitle: 'Standard',
    path: '/daily-quiz',
    summary: `${DAILY_STANDARD_QUESTIONS} questions, no time limit`,
  },
  mc: {
    kind: 'mc',
    title: 'Daily Multiple Choice Quiz',
    shortTitle: 'Multiple Choice',
    path: '/daily-mc-quiz',
    summary: `${DAILY_MC_QUESTIONS} questions, ${DAILY_MC_OPTIONS} options each`,
  },
};

export const QUIZ_KIND_LIST: QuizKindInfo[] = [QUIZ_KINDS.standard, QUIZ_KINDS.mc];

/** Where to practise a past day's quiz. */
export function practicePath(kind: DailyQuizKind, date: string): string {
  return `${QUIZ_KINDS[kind].path}?date=${date}`;
}

export function leaderboardPath(kind: DailyQuizKind, date: string): string {
  return `/daily-quizzes/leaderboard/${kind}/${date}`;
}

// Plain checks, not the zod schemas: the daily quiz pages run them before anything else loads (issue 16's budget).
export function parseQuizKind(value: string | undefined): DailyQuizKind | null {
  return DAILY_QUIZ_KINDS.find((kind) => kind === value) ?? null;
}

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is refused), or null. */
export function parseQuizDate(value: string | null | undefined): string | null {
  return value && isCalendarDate(value) ? value : null;
}

export type PlayMode = { kind: 'today' } | { kind: 'practice'; date: string } | { kind: 'invalid'; reason: string };

/**
 * What `?date=` asks for: nothing (or today) plays today's ranked quiz, a past day is practice, and a
 * malformed or future date is refused before the server is asked.
 */
export function playModeFor(dateParam: string | null, today: string): PlayMode {
  if (dateParam === null || dateParam === '' || dateParam === today) return { kind: 'today' };
  const date = parseQuizDate(dateParam);
  if (!date) return { kind: 'invalid', reason: 'That is not a date we recognise. Use a date like 2026-11-21.' };
  if (date > today) return { kind: 'invalid', reason: 'That quiz has not been published yet.' };
  return { kind: 'practice', date };
}
