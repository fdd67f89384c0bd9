import { useQuery } from '@tanstack/react-query';
import type { FlaggedAttemptsResponse } from '@trivia/contracts';

export const FLAGGED_ATTEMPTS_KEY = ['/api/admin/flagged-attempts'] as const;

/** Daily quiz attempts kept out of the ranks for their pace; refetched on demand. */
export function useFlaggedAttempts() {
  return useQuery<FlaggedAttemptsResponse>({ queryKey: FLAGGED_ATTEMPTS_KEY });
}
