import { useQuery } from '@tanstack/react-query';
import type { ArenaLeaderboardResponse } from '@trivia/contracts';

export const ARENA_LEADERBOARD_KEY = ['/api/arena/leaderboard'] as const;

/**
 * The top 50 ratings of one season (e.g. "2026-Q4"). Dropped once no screen shows it, because ratings move
 * after every game and the "You" row belongs to whoever was logged in.
 */
export function useArenaLeaderboard(season: string) {
  return useQuery<ArenaLeaderboardResponse>({ queryKey: [...ARENA_LEADERBOARD_KEY, { season }], gcTime: 0 });
}
