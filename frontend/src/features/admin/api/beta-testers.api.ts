import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetaTestersResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { ADMIN_AUDIT_KEY } from './admin-audit.api';
import { ADMIN_FLAGS_KEY } from './admin-flags.api';

export const BETA_TESTERS_KEY = '/api/admin/beta-testers';

/** Everyone a flag lists by id, with their beta features; `q` narrows by a part of the e-mail. */
export function useBetaTesters(q: string) {
  return useQuery<BetaTestersResponse>({ queryKey: [BETA_TESTERS_KEY, { q: q.trim() || undefined }] });
}

export interface BetaAccessChange {
  userId: string;
  email: string;
  flag: string;
  granted: boolean;
}

export function setBetaAccess(change: BetaAccessChange): Promise<BetaTestersResponse> {
  const path = `/api/admin/beta-testers/${encodeURIComponent(change.userId)}/features/${encodeURIComponent(change.flag)}`;
  return apiRequest<BetaTestersResponse>(change.granted ? 'PUT' : 'DELETE', path);
}

export function useSetBetaAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBetaAccess,
    onSuccess: (_data, change) => {
      showSuccessToast(
        change.granted ? 'Beta access granted' : 'Beta access revoked',
        `${change.email} ${change.granted ? 'now has' : 'no longer has'} ${change.flag}.`,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: [BETA_TESTERS_KEY] }),
        client.invalidateQueries({ queryKey: [ADMIN_FLAGS_KEY] }),
        client.invalidateQueries({ queryKey: [ADMIN_AUDIT_KEY] }),
      ]);
    },
  });
}
