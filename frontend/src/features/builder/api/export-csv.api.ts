import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveBlob } from '../../../lib/download';
import { showErrorToast } from '../../../lib/toast';
import { draftPath } from './builder-draft.api';

/** The draft as a builder CSV (schema version in each row), under the server's file name. */
export async function exportCsv(draftId: string): Promise<void> {
  saveBlob(await fetchFile(`${draftPath(draftId)}/export.csv`, 'quiz.csv'));
}

export function useExportCsv() {
  const mutation = useMutation({
    mutationFn: exportCsv,
    meta: { silent: true },
    onError: (error, draftId) => showErrorToast(error, { onRetry: () => mutation.mutate(draftId) }),
  });
  return mutation;
}
