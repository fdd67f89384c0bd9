import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFlag, AdminFlagsResponse, UpdateFlagRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { ADMIN_AUDIT_KEY } from './admin-audit.api';

export const ADMIN_FLAGS_KEY = '/api/admin/flags';

export function useAdminFlags() {
  return useQuery<AdminFlagsResponse>({ queryKey: [ADMIN_FLAGS_KEY] });
}

export function updateFlag(name: string, request: UpdateFlagRequest): Promise<AdminFlag> {
  return apiRequest<AdminFlag>('PATCH', `/api/admin/flags/${encodeURIComponent(name)}`, request);
}

export function useUpdateFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, edit }: { name: string; edit: UpdateFlagRequest }) => updateFlag(name, edit),
    onSuccess: (flag) => {
      showSuccessToast('Flag saved', `${flag.name} is updated for everyone from their next check.`);
      return Promise.all([
        client.invalidateQueries({ queryKey: [ADMIN_FLAGS_KEY] }),
        client.invalidateQueries({ queryKey: [ADMIN_AUDIT_KEY] }),
      ]);
    },
  });
}
