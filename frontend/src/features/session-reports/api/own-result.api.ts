import { useQuery } from '@tanstack/react-query';
import type { HostedOwnResultResponse } from '@trivia/contracts';

export const ownResultKey = (sessionId: string) => ['/api/arena/sessions', sessionId, 'me'] as const;

/** A signed-in player's own result in a session; `result` is null until the report is ready. */
export function useOwnResult(sessionId: string) {
  return useQuery<HostedOwnResultResponse>({ queryKey: ownResultKey(sessionId), gcTime: 0, meta: { silent: true } });
}
