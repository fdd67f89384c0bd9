import { useQuery } from '@tanstack/react-query';
import type { HostedSessionListResponse } from '@trivia/contracts';
import { useCurrentUser } from '../../auth';

export const HOSTED_SESSIONS_KEY = ['/api/arena/sessions'] as const;

/**
 * The member's host-led sessions, newest first. Not kept once the page closes: a session ends, its report
 * arrives, and the next person to log in on this device must never see the last one's sessions.
 */
export function useHostedSessions() {
  const { status } = useCurrentUser();
  return useQuery<HostedSessionListResponse>({
    queryKey: HOSTED_SESSIONS_KEY,
    enabled: status === 'logged-in',
    gcTime: 0,
  });
}
