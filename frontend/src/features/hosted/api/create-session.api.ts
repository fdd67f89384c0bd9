import { useMutation } from '@tanstack/react-query';
import type { CreateHostedSessionRequest, HostedSessionResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Creates a host-led session (a room the host runs from the presenter view and does not play in). */
export function createHostedSession(body: CreateHostedSessionRequest): Promise<HostedSessionResponse> {
  return apiRequest<HostedSessionResponse>('POST', '/api/arena/sessions', body);
}

export function useCreateHostedSession() {
  // The setup form shows failures itself: a setting on its field, anything else as a toast.
  return useMutation({ mutationFn: createHostedSession, meta: { silent: true } });
}
