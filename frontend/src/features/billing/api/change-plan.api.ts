import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billableProduct, type ChangePlanRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { refreshBilling } from './billing-overview.api';

export function changePlan(request: ChangePlanRequest): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/billing/change-plan', request);
}

/** Moves the subscription to another paid plan; the provider pro-rates it. Failures toast (PAY_002, PAY_003). */
export function useChangePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (_result, request) => {
      await refreshBilling(client);
      showSuccessToast('Plan changed', `You are now on ${billableProduct(request.planId).name}.`);
    },
  });
}
