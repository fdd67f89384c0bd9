import { useQuery } from '@tanstack/react-query';
import type { UserStatsResponse } from '@trivia/contracts';

/** Spec section 7: logout removes this cached entry, so the key must stay exactly this. */
export const USER_STATS_KEY = ['/api/users/stats'] as const;

export function useUserStats() {
  return useQuery<UserStatsResponse>({ queryKey: USER_STATS_KEY });
}
