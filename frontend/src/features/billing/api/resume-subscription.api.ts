import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductLine } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

/** The site plan's subscription, or the developer API tier's when the line says so. */
export function resumeSubscription(line: ProductLine = 'site'): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/resume', { line });
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
