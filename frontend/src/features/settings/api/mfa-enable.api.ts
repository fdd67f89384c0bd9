import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodesResponse, User } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { CURRENT_USER_KEY, setCurrentUser } from '../../auth';

export function enableMfa(code: string): Promise<BackupCodesResponse> {
  return apiRequest<BackupCodesResponse>('POST', '/api/auth/mfa/enable', { code });
}

/** Marks the cached user as protected so the page switches to the "turn off" view. */
export function markMfa(client: ReturnType<typeof useQueryClient>, mfaEnabled: boolean): void {
  const user = client.getQueryData<User | null>(CURRENT_USER_KEY);
  if (user) setCurrentUser(client, { ...user, mfaEnabled });
}

export function useEnableMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    // The form shows failures itself: a wrong password or code on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: () => {
      markMfa(client, true);
      showSuccessToast('Two-factor authentication is on', 'Save your backup codes now: they are shown only once.');
    },
  });
}
