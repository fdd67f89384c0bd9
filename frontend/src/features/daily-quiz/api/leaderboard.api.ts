import { useQuery } from '@tanstack/react-query';
import type { DailyQuizKind, LeaderboardResponse } from '@trivia/contracts';

export const LEADERBOARD_KEY = ['/api/daily-quiz/leaderboard'] as const;

/** The top 50 of one quiz; today's when no date is given. */
export function useLeaderboard(kind: DailyQuizKind, date?: string) {
  return useQuery<LeaderboardResponse>({ queryKey: [...LEADERBOARD_KEY, { kind, date }] });
}
