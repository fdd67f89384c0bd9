import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PACK_FILE_LABELS, type PackFileType } from '@trivia/contracts';
import { isApiError } from '../../../lib/api-client';
import { fetchFile, saveBlob } from '../../../lib/download';
import { showErrorToast } from '../../../lib/toast';
import { formatLongDate } from '../../../lib/format';
import { ENTITLEMENTS_KEY, useEntitlements } from '../../entitlements';
import { LIBRARY_KEY } from './library.api';

export interface PackFileRequest {
  slug: string;
  type: PackFileType;
  /** The file's address as the API gave it (GET /api/quizzes/:slug/files/:type). */
  url: string;
}

export const packFileUrl = (slug: string, type: PackFileType): string =>
  `/api/quizzes/${encodeURIComponent(slug)}/files/${type}`;

/** Fetches one file of a pack with the session and hands it to the browser under the server's file name. */
export async function downloadPackFile({ slug, type, url }: PackFileRequest): Promise<void> {
  const extension = type === 'csv' ? 'csv' : 'pdf';
  saveBlob(await fetchFile(url, `${slug}-${type}.${extension}`));
}

/**
 * A pack file download. Refusals toast from the catalogue: DL_001 with View Plans, DL_003 with the day the monthly
 * downloads come back, DL_002 with a retry of the same file. A success re-reads what is left and the library.
 */
export function useDownloadPackFile() {
  const client = useQueryClient();
  const entitlements = useEntitlements();
  const usage = entitlements.data?.quotas.packDownloads;
  const mutation = useMutation({
    mutationFn: downloadPackFile,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ENTITLEMENTS_KEY }),
        client.invalidateQueries({ queryKey: LIBRARY_KEY }),
      ]),
    onError: (error, request) => {
      const code = isApiError(error) ? error.code : undefined;
      // The server counted differently from what the page showed: read what is left again.
      if (code === 'DL_003' || code === 'DL_001') void client.invalidateQueries({ queryKey: ENTITLEMENTS_KEY });
      showErrorToast(error, {
        onRetry: () => mutation.mutate(request),
        ...(code === 'DL_003' && usage
          ? {
              detail: `All ${usage.limit} of this month's pack downloads are used. More on ${formatLongDate(usage.resetsAt)}.`,
            }
          : {}),
        ...(code === 'DL_002'
          ? { detail: `${PACK_FILE_LABELS[request.type]} was not downloaded and nothing was counted.` }
          : {}),
      });
    },
  });
  return mutation;
}
