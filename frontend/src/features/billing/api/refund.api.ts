import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

export function requestRefund(request: RefundRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/refund', request);
}

/** The money-back guarantee: refunds the subscription's payments and ends it now. PAY_004 toasts when too late. */
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: async () => {
      await refreshBilling(client);
      showSuccessToast('Refund on its way', 'Your payments have been refunded in full and your plan has ended.');
    },
  });
}
