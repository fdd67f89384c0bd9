import { useQuery } from '@tanstack/react-query';
import type { ArenaHistoryResponse, DailyQuizStats, Library, UserStatsResponse } from '@trivia/contracts';

/**
 * The reads the dashboard is made of, each the existing endpoint under the key its own page uses, so the cache is
 * shared: the member's daily quiz stats, today's quiz date, their library and (when Arena is on) their matches.
 */
export function useDashboardStats() {
  return useQuery<UserStatsResponse>({ queryKey: ['/api/users/stats'] });
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
