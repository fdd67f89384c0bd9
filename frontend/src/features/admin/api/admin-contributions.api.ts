import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContributionPage,
  ApproveContributionRequest,
  Contribution,
  ModerationStatus,
  RejectContributionRequest,
} from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { ADMIN_AUDIT_KEY } from './admin-audit.api';
import { ADMIN_BANK_KEY } from './admin-bank-stats.api';

export const ADMIN_CONTRIBUTIONS_KEY = '/api/admin/contributions';

/** A page of contributions in one status (waiting ones oldest first), with the count of each status. */
export function useAdminContributions(status: ModerationStatus, page: number) {
  return useQuery<AdminContributionPage>({
    queryKey: [ADMIN_CONTRIBUTIONS_KEY, { status, page }],
    placeholderData: keepPreviousData,
  });
}

const path = (id: string, action: 'approve' | 'reject') =>
  `${ADMIN_CONTRIBUTIONS_KEY}/${encodeURIComponent(id)}/${action}`;

/** After a decision: the queue and its counts, the audit log that records it, and the bank's totals. */
function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [ADMIN_CONTRIBUTIONS_KEY] }),
      client.invalidateQueries({ queryKey: [ADMIN_AUDIT_KEY] }),
      client.invalidateQueries({ queryKey: ADMIN_BANK_KEY }),
    ]);
}

export function useApproveContribution() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, ...request }: { id: string } & ApproveContributionRequest) =>
      apiRequest<Contribution>('POST', path(id, 'approve'), request),
    // The edit dialog shows QC problems on its fields; the card's plain "Approve" toasts them itself.
    meta: { silent: true },
    onSuccess: (contribution) => {
      showSuccessToast('Question approved', `It is in the bank now, credited to ${contribution.contributor.name}.`);
      return refresh();
    },
  });
}

export function useRejectContribution() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, ...request }: { id: string } & RejectContributionRequest) =>
      apiRequest<Contribution>('POST', path(id, 'reject'), request),
    onSuccess: (contribution) => {
      showSuccessToast('Question rejected', `${contribution.contributor.name} will see your reason.`);
      return refresh();
    },
  });
}
