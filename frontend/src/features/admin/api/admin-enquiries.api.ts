import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminEnquiryPage,
  type Enquiry,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  type EnquiryStatus,
} from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { ADMIN_AUDIT_KEY } from './admin-audit.api';

export const ADMIN_ENQUIRIES_KEY = '/api/admin/enquiries';

/** A page of enquiries, newest first, of one kind and status (all when not given), with each status's count. */
export function useAdminEnquiries(filter: { kind?: EnquiryKind; status?: EnquiryStatus }, page: number) {
  return useQuery<AdminEnquiryPage>({
    queryKey: [ADMIN_ENQUIRIES_KEY, { ...filter, page }],
    placeholderData: keepPreviousData,
  });
}

/** Marks where the team is with an enquiry; the list, its counts and the audit log follow. */
export function useSetEnquiryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      apiRequest<Enquiry>('PATCH', `${ADMIN_ENQUIRIES_KEY}/${encodeURIComponent(id)}`, { status }),
    onSuccess: (enquiry) => {
      showSuccessToast('Enquiry updated', `${enquiry.organisation}: ${ENQUIRY_STATUS_LABELS[enquiry.status]}.`);
      return Promise.all([
        client.invalidateQueries({ queryKey: [ADMIN_ENQUIRIES_KEY] }),
        client.invalidateQueries({ queryKey: [ADMIN_AUDIT_KEY] }),
      ]);
    },
  });
}
