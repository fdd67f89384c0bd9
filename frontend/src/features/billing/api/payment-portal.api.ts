import { useMutation } from '@tanstack/react-query';
import type { RedirectResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/redirect';

export function openPaymentPortal(): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>('POST', '/api/billing/portal');
}

/** Updating the card happens on the provider's page (Stripe's portal, or the test provider's card form). */
export function usePaymentPortal() {
  return useMutation({
    mutationFn: openPaymentPortal,
    onSuccess: ({ url }) => redirectTo(url),
  });
}
