import { useQuery } from '@tanstack/react-query';
import { arenaPinSchema, type HostedSessionResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export const hostSessionKey = (pin: string) => ['/api/arena/sessions', pin, 'host'] as const;

/**
 * The session behind a PIN, for its host only: how the presenter view finds (or, from another device, finds
 * again) the session it runs. Someone else is refused, and the page says so.
 */
export function fetchHostSession(pin: string): Promise<HostedSessionResponse> {
  return apiRequest<HostedSessionResponse>('GET', `/api/arena/sessions/${encodeURIComponent(pin)}/host`);
}

export function useHostSession(pin: string | undefined) {
  const valid = arenaPinSchema.safeParse(pin).success;
  return useQuery({
    queryKey: hostSessionKey(pin ?? ''),
    queryFn: () => fetchHostSession(pin ?? ''),
    enabled: valid,
    retry: false,
    // The page answers a refusal itself (not the host, no such session).
    meta: { silent: true },
  });
}
