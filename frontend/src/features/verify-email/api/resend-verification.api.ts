import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';

export function resendVerification(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () =>
      showSuccessToast('Verification email sent', 'Check your inbox for a link to verify your email address.'),
  });
}
