import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductLine } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

/** The site plan's subscription, or the developer API tier's when the line says so. */
export function cancelSubscription(line: ProductLine = 'site'): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/cancel', { line });
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
