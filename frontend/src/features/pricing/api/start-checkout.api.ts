import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, RedirectResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/redirect';

export function startCheckout(request: CheckoutRequest): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>('POST', '/api/billing/checkout', request);
}

/** Opens the provider's checkout page; the dialog shows failures itself (consent, already subscribed, provider down). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    meta: { silent: true },
    onSuccess: ({ url }) => redirectTo(url),
  });
}
