import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage, SetUserRoleRequest, SetUserStatusRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { ADMIN_AUDIT_KEY } from './admin-audit.api';
import { BETA_TESTERS_KEY } from './beta-testers.api';

export const ADMIN_USERS_KEY = '/api/admin/users';

export interface AdminUserSearch {
  q: string;
  page: number;
  pageSize?: number;
}

/** A page of accounts matching a part of an e-mail or name; the previous page stays on screen while the next loads. */
export function useAdminUsers(search: AdminUserSearch, enabled = true) {
  return useQuery<AdminUserPage>({
    queryKey: [ADMIN_USERS_KEY, { q: search.q.trim() || undefined, page: search.page, pageSize: search.pageSize }],
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function setUserRole(id: string, request: SetUserRoleRequest): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(id)}/role`, request);
}

export function setUserStatus(id: string, request: SetUserStatusRequest): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(id)}/status`, request);
}

/** After any account change: the lists that show it, and the audit log that records it. */
function useRefreshAfterUserChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] }),
      client.invalidateQueries({ queryKey: [BETA_TESTERS_KEY] }),
      client.invalidateQueries({ queryKey: [ADMIN_AUDIT_KEY] }),
    ]);
}

export function useSetUserRole() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: ({ id, role }: { id: string } & SetUserRoleRequest) => setUserRole(id, { role }),
    onSuccess: (user) => {
      showSuccessToast(
        'Role changed',
        `${user.email} is now ${user.role === 'ADMIN' ? 'an administrator' : 'a member'}.`,
      );
      return refresh();
    },
  });
}

export function useSetUserStatus() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string } & SetUserStatusRequest) => setUserStatus(id, { disabled }),
    onSuccess: (user) => {
      showSuccessToast(
        user.disabled ? 'Account disabled' : 'Account enabled',
        user.disabled ? `${user.email} is signed out everywhere and cannot log in.` : `${user.email} can log in again.`,
      );
      return refresh();
    },
  });
}
