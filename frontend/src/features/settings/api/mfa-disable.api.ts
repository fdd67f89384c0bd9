import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { markMfa } from './mfa-enable.api';

export interface DisableMfaRequest {
  password: string;
  code: string;
  useBackupCode?: boolean;
}

export function disableMfa(request: DisableMfaRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/mfa/disable', request);
}

export function useDisableMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    // The form shows failures itself: a wrong password or code on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: () => {
      markMfa(client, false);
      showSuccessToast('Two-factor authentication is off', 'Your account now needs only your password to log in.');
    },
  });
}
