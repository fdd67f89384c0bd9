import { useMutation } from '@tanstack/react-query';
import type { TestCardPaymentRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/redirect';

export interface PayTestSession {
  sessionId: string;
  card: TestCardPaymentRequest;
}

export function payTestSession({ sessionId, card }: PayTestSession): Promise<{ redirectUrl: string }> {
  return apiRequest<{ redirectUrl: string }>(
    'POST',
    `/api/test-payments/sessions/${encodeURIComponent(sessionId)}/pay`,
    card,
  );
}

/** Pays (or saves the card for) a test session; on success the browser follows the provider to our success URL. */
export function usePayTestSession() {
  return useMutation({
    mutationFn: payTestSession,
    // The page shows a decline beside the card and field problems on their fields.
    meta: { silent: true },
    onSuccess: ({ redirectUrl }) => redirectTo(redirectUrl),
  });
}
