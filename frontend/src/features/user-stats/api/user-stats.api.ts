import { useQuery } from '@tanstack/react-query';
import type { UserStatsResponse } from '@trivia/contracts';
import { USER_STATS_KEY } from '../../auth';

export function useUserStats() {
  return useQuery<UserStatsResponse>({ queryKey: USER_STATS_KEY });
}
