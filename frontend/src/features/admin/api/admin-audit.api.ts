import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuditAction, AdminAuditPage } from '@trivia/contracts';

export const ADMIN_AUDIT_KEY = '/api/admin/audit-log';

export interface AuditLogFilter {
  action: AdminAuditAction | null;
  admin: string;
  page: number;
}

/** A page of the audit log, newest first, by action and by a part of the admin's e-mail. */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery<AdminAuditPage>({
    queryKey: [
      ADMIN_AUDIT_KEY,
      { action: filter.action ?? undefined, admin: filter.admin.trim() || undefined, page: filter.page },
    ],
    placeholderData: keepPreviousData,
  });
}
