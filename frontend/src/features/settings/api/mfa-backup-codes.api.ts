import { useMutation } from '@tanstack/react-query';
import type { BackupCodesResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** New codes replace the old ones, which stop working. */
export function regenerateBackupCodes(code: string): Promise<BackupCodesResponse> {
  return apiRequest<BackupCodesResponse>('POST', '/api/auth/mfa/backup-codes', { code });
}

export function useRegenerateBackupCodes() {
  // The form shows failures itself: a wrong code on its field, anything else as a toast.
  return useMutation({ mutationFn: regenerateBackupCodes, meta: { silent: true } });
}
