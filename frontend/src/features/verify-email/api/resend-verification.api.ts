import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function resendVerification(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/resend-verification');
}

/** The button says what happened next to itself (sent, or sent too recently); other failures it toasts. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { silent: true } });
}
