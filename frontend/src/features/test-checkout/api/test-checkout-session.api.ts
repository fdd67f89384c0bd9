import { useQuery } from '@tanstack/react-query';
import type { TestCheckoutSession } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';

export const testCheckoutSessionKey = (sessionId: string) => ['/api/test-payments/sessions', sessionId] as const;

/** The test provider's checkout session: what is being bought, by whom, and where "cancel" goes. */
export function useTestCheckoutSession(sessionId: string) {
  return useQuery<TestCheckoutSession>({
    queryKey: testCheckoutSessionKey(sessionId),
    queryFn: getQueryFn<TestCheckoutSession>(),
    meta: { silent: true },
  });
}
