import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

export function resumeSubscription(): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/resume');
}

/** Undoes a cancel-at-period-end before the period ends. */
export function useResumeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async () => {
      await refreshBilling(client);
      showSuccessToast('Subscription resumed', 'Your plan will renew as before.');
    },
  });
}
