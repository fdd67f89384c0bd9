import { Inject, Injectable } from '@nestjs/common';
import type { ArenaReport, HostedReportFileType } from '@trivia/contracts';
import { CSV_CONTENT_TYPE } from '../../infra/documents';
import type { FileDownload } from '../../common/send-file';
import { FILE_STORAGE, type FileStorage } from '../../infra/storage/file-storage';
import { buildReportCsv } from './report-csv';
import { reportFileBase } from './report-format';
import { buildReportPdf } from './report-pdf';

const FORMATS: Record<HostedReportFileType, { contentType: string; build: (report: ArenaReport) => Promise<Buffer> }> =
  {
    csv: { contentType: CSV_CONTENT_TYPE, build: async (report) => buildReportCsv(report) },
    pdf: { contentType: 'application/pdf', build: buildReportPdf },
  };

export const reportFileKey = (sessionId: string, type: HostedReportFileType) =>
  `session-reports/${sessionId}/report.${type}`;

/**
 * A session report's CSV and PDF in file storage. Both are pure functions of the stored report, so a file that
 * is missing (storage wiped, bucket changed) is simply made again on download.
 */
@Injectable()
export class SessionReportFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async write(report: ArenaReport): Promise<void> {
    for (const type of Object.keys(FORMATS) as HostedReportFileType[]) await this.put(report, type);
  }

  async download(report: ArenaReport, type: HostedReportFileType): Promise<FileDownload> {
    const key = reportFileKey(report.sessionId, type);
    const stored = (await this.storage.stat(key)) ?? (await this.put(report, type));
    const fileName = `${reportFileBase(report)}.${type}`;
    return {
      delivery: await this.storage.serve(key, { downloadName: fileName }),
      contentType: FORMATS[type].contentType,
      // The base is ASCII letters, digits and dashes, so the plain quoted name needs no encoded twin.
      contentDisposition: `attachment; filename="${fileName}"`,
      size: stored.size,
    };
  }

  private async put(report: ArenaReport, type: HostedReportFileType) {
    const { contentType, build } = FORMATS[type];
    return this.storage.put(reportFileKey(report.sessionId, type), await build(report), {
      contentType,
      metadata: { session: report.sessionId, 'file-type': `session-report-${type}` },
    });
  }
}
