import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

export function cancelSubscription(): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/cancel');
}

/** Cancels at the end of the paid period: access continues until then and can be resumed. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      await refreshBilling(client);
      showSuccessToast('Subscription cancelled', 'Your plan keeps working until the end of the period you paid for.');
    },
  });
}
