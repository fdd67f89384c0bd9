import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { VerticalId, VerticalPreferenceResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

const PREFERENCE_PATH = '/api/user/vertical-preference';

const preferenceKey = (userId: string | undefined) => [PREFERENCE_PATH, userId] as const;

export function getVerticalPreference(): Promise<VerticalPreferenceResponse> {
  return apiRequest<VerticalPreferenceResponse>('GET', PREFERENCE_PATH);
}

export function deleteVerticalPreference(): Promise<VerticalPreferenceResponse> {
  return apiRequest<VerticalPreferenceResponse>('DELETE', PREFERENCE_PATH);
}

/** The server's preference for the logged-in user; a failure is only logged (spec section 8). */
export function useVerticalPreference(userId: string | undefined) {
  return useQuery({
    queryKey: preferenceKey(userId),
    queryFn: getVerticalPreference,
    enabled: userId !== undefined,
    meta: { silent: true },
  });
}

/** Keeps the cached server value in step with what this device just told the server. */
export function rememberVerticalPreference(
  client: QueryClient,
  userId: string,
  preferredVertical: VerticalId | null,
): void {
  client.setQueryData<VerticalPreferenceResponse>(preferenceKey(userId), { preferredVertical });
}
