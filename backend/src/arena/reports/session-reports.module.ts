import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { SessionReportFiles } from './session-report-files';
import { SessionReportJobs } from './session-report-jobs.service';
import { SessionReportRows } from './session-report-rows';
import { SessionReportsController } from './session-reports.controller';
import { SessionReportsService } from './session-reports.service';

/** The report after a host-led session: its job, files, mail and routes. The Arena's results queue it. */
@Module({
  imports: [MailModule],
  controllers: [SessionReportsController],
  providers: [SessionReportRows, SessionReportFiles, SessionReportJobs, SessionReportsService],
  exports: [SessionReportJobs],
})
export class SessionReportsModule {}
