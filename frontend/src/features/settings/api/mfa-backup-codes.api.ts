import { useMutation } from '@tanstack/react-query';
import type { BackupCodesResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** New codes replace the old ones, which stop working. */
export function regenerateBackupCodes(code: string): Promise<BackupCodesResponse> {
  return apiRequest<BackupCodesResponse>('POST', '/api/auth/mfa/backup-codes', { code });
}

export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
