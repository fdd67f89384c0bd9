import { useMutation } from '@tanstack/react-query';
import type { MfaSetupResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function startMfaSetup(): Promise<MfaSetupResponse> {
  return apiRequest<MfaSetupResponse>('POST', '/api/auth/mfa/setup');
}

export function useMfaSetup() {
  return useMutation({ mutationFn: startMfaSetup });
}
