import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyRequest, CreatedApiKey, UpdateApiKeyRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { DEVELOPER_DASHBOARD_KEY } from './developer-dashboard.api';

export const DEVELOPER_KEYS_PATH = '/api/developers/keys';

/** After any change to the keys the dashboard reads them again (its list, counts and today's usage). */
function useRefreshDashboard() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: DEVELOPER_DASHBOARD_KEY });
}

/** Creates a key; the answer holds the whole key, which is never sent again. Forms show failures themselves. */
export function useCreateApiKey() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => apiRequest<CreatedApiKey>('POST', DEVELOPER_KEYS_PATH, request),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useUpdateApiKey() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateApiKeyRequest }) =>
      apiRequest<ApiKeySummary>('PATCH', `${DEVELOPER_KEYS_PATH}/${encodeURIComponent(id)}`, changes),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

/** Revoking is final: the key stops working at once, everywhere. */
export function useRevokeApiKey() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>('DELETE', `${DEVELOPER_KEYS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
