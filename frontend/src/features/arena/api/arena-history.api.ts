import { useQuery } from '@tanstack/react-query';
import type { ArenaHistoryResponse } from '@trivia/contracts';

export const ARENA_HISTORY_KEY = ['/api/arena/history'] as const;

/**
 * The member's last 50 matches, newest first. Not kept once the screen closes: a new game adds a row, and
 * the next person to log in on this device must never see the last one's matches.
 */
export function useArenaHistory() {
  return useQuery<ArenaHistoryResponse>({ queryKey: ARENA_HISTORY_KEY, gcTime: 0 });
}
