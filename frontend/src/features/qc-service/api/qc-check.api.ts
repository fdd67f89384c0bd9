import { useMutation } from '@tanstack/react-query';
import type { QcCheckRequest, QcCheckResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export const QC_CHECK_PATH = '/api/qc/check';

/** One check of the question as written; the form shows the answer (or the refusal) itself, so no toast. */
export function useQcCheck() {
  return useMutation({
    mutationFn: (request: QcCheckRequest) => apiRequest<QcCheckResponse>('POST', QC_CHECK_PATH, request),
    meta: { silent: true },
  });
}
