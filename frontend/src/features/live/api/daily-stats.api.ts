import { queryOptions } from '@tanstack/react-query';
import type { DailyQuizKind, DailyQuizStats } from '@trivia/contracts';

export const DAILY_STATS_KEY = ['/api/daily-quiz/stats'] as const;

/** Seeded once with the default GET; the socket keeps it current afterwards (no polling, spec section 9). */
export const dailyStatsQueryOptions = queryOptions<DailyQuizStats>({
  queryKey: DAILY_STATS_KEY,
  // The counts decorate a page; failing to read them is not worth a toast.
  meta: { silent: true },
});

export interface LiveCount {
  playersToday: number;
  playingNow: number;
}

export function countsFor(stats: DailyQuizStats, kind: DailyQuizKind): LiveCount {
  return kind === 'standard' ? stats.standardQuiz : stats.mcQuiz;
}
