import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResult } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { gaveUpWaiting, nextRecheckDelay } from '../checkout-recheck';

/** The server re-reads the provider, so the answer is right even before the provider's webhook arrives. */
export function fetchCheckoutResult(sessionId: string): Promise<CheckoutResult> {
  return apiRequest<CheckoutResult>('GET', `/api/billing/checkout/${encodeURIComponent(sessionId)}`);
}

export const checkoutResultKey = (sessionId: string) => ['/api/billing/checkout', sessionId] as const;

/** The checkout's outcome, re-checked with backoff while it is still pending (see checkout-recheck.ts). */
export function useCheckoutResult(sessionId: string | null) {
  const client = useQueryClient();
  const queryKey = checkoutResultKey(sessionId ?? '');
  const query = useQuery({
    queryKey,
    queryFn: () => fetchCheckoutResult(sessionId ?? ''),
    enabled: sessionId !== null,
    // The page says what went wrong in place.
    meta: { silent: true },
    refetchInterval: (current) => nextRecheckDelay(current.state.data, current.state.dataUpdateCount),
  });
  // Reading dataUpdatedAt makes every answer re-render, even one that is the same as the last ('pending' again).
  const answeredAt = query.dataUpdatedAt;
  const checks = answeredAt ? (client.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { ...query, gaveUp: gaveUpWaiting(query.data, checks) };
}
