import { useQuery } from '@tanstack/react-query';
import type { ArenaHistoryResponse, DailyQuizStats, Library, UserStatsResponse } from '@trivia/contracts';
import { USER_STATS_KEY } from '../../auth';

/**
 * The reads the dashboard is made of, each the existing endpoint under the key its own page uses, so the cache is
 * shared: the member's daily quiz stats, today's quiz date, their library and (when Arena is on) their matches.
 * Written here rather than imported from those features: their hooks are bundled with the Arena, catalogue and live
 * chunks, which would add about 136 KB (gzipped) to the dashboard's first load.
 */
export function useDashboardStats() {
  return useQuery<UserStatsResponse>({ queryKey: USER_STATS_KEY });
}

export function useTodaysQuizDate() {
  return useQuery<DailyQuizStats>({ queryKey: ['/api/daily-quiz/stats'] });
}

export function useDashboardLibrary() {
  return useQuery<Library>({ queryKey: ['/api/library'] });
}

/** Not kept once the dashboard closes: the next person on this device must not see these matches. */
export function useDashboardArenaHistory(enabled: boolean) {
  return useQuery<ArenaHistoryResponse>({ queryKey: ['/api/arena/history'], gcTime: 0, enabled });
}
