import { useMutation } from '@tanstack/react-query';
import { hostedReportFileUrl, type HostedReportFileType } from '@trivia/contracts';
import { fetchFile, saveBlob } from '../../../lib/download';
import { showErrorToast } from '../../../lib/toast';

export interface ReportFileRequest {
  sessionId: string;
  type: HostedReportFileType;
}

/** Fetches the report file with the session and hands it to the browser under the server's file name. */
export async function downloadReportFile({ sessionId, type }: ReportFileRequest): Promise<void> {
  saveBlob(await fetchFile(hostedReportFileUrl(sessionId, type), `session-report.${type}`));
}

/** A report download; a refusal or failure toasts from the catalogue with a retry of the same file. */
export function useDownloadReportFile() {
  const mutation = useMutation({
    mutationFn: downloadReportFile,
    meta: { silent: true },
    onError: (error, request) => showErrorToast(error, { onRetry: () => mutation.mutate(request) }),
  });
  return mutation;
}
