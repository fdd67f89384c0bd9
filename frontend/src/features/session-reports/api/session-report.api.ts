import { useQuery } from '@tanstack/react-query';
import type { HostedSessionReportResponse } from '@trivia/contracts';

export const sessionReportKey = (sessionId: string) => ['/api/arena/sessions', sessionId, 'report'] as const;

/** A session's report for its host (or an admin); `report` is null until it is ready. Silent: the page explains. */
export function useSessionReport(sessionId: string) {
  return useQuery<HostedSessionReportResponse>({
    queryKey: sessionReportKey(sessionId),
    gcTime: 0,
    meta: { silent: true },
  });
}
