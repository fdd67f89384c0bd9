import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { GameResults } from '@trivia/arena-engine';
import type { ArenaReport } from '@trivia/contracts';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { defineJob, JOB_QUEUE, type JobQueue, PermanentJobError } from '../../infra/jobs/job-queue';
import { MailService } from '../../mail/mail.service';
import { buildReport } from './build-report';
import type { PlayedGame } from './played-game';
import { sessionReportMail } from './session-report-mail';
import { SessionReportFiles } from './session-report-files';
import { SessionReportRows } from './session-report-rows';

export const SESSION_REPORT_JOB = defineJob('arena.session-report', z.strictObject({ sessionId: z.uuid() }));

/** While a session's job is queued, running or between retries, queuing it again does nothing. */
export const sessionReportJobId = (sessionId: string) => `session-report.${sessionId}`;

/**
 * The report after a host-led session: queued when the game's results are stored, then built from the stored
 * rows, kept with the session, written as CSV and PDF, and mailed to the host once. Every step is safe to run
 * again (delivery is at least once): the report is stored only if absent, the files are the same bytes, and the
 * mail is claimed before it is sent (and released if it could not be).
 */
@Injectable()
export class SessionReportJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger(SessionReportJobs.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly rows: SessionReportRows,
    private readonly files: SessionReportFiles,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.register(SESSION_REPORT_JOB, ({ sessionId }) => this.run(sessionId), { attempts: 5, backoffMs: 2000 });
  }

  /**
   * A game's results were stored: for a host-led session, keep what only the room knew (its questions as played)
   * and queue the report. Safe to call again for the same game (a node taking a room over stores it again).
   */
  async gameOver(matchId: string, results: GameResults, played: PlayedGame | null): Promise<void> {
    if (!results.settings.hostLed) return;
    const known = await this.rows.markOver(matchId, played, new Date(results.endedAt));
    if (known && results.standings.length > 0)
      await this.jobs.enqueue(SESSION_REPORT_JOB, { sessionId: matchId }, { jobId: sessionReportJobId(matchId) });
  }

  /** The job: build and store (unless stored), write the files, mail the host (unless mailed). */
  async run(sessionId: string): Promise<void> {
    const report = await this.report(sessionId);
    await this.files.write(report);
    await this.mailOnce(sessionId, report);
  }

  private async report(sessionId: string): Promise<ArenaReport> {
    const row = await this.rows.session(sessionId);
    if (!row) throw new PermanentJobError(`No hosted session ${sessionId}`);
    if (row.report) return row.report;
    if (!row.played) throw new PermanentJobError(`Session ${sessionId} has no record of its questions`);
    const input = await this.rows.reportInput(row, row.played);
    // The results are stored before the job is queued, so a game without players has nothing to report.
    if (!input) throw new PermanentJobError(`Session ${sessionId} has no finished game with players`);
    await this.rows.storeReport(sessionId, buildReport(input));
    const stored = (await this.rows.session(sessionId))?.report;
    if (!stored) throw new Error(`The report of session ${sessionId} was not stored`);
    this.logger.log(`Built the report of session ${sessionId}: ${stored.participants.length} participants`);
    return stored;
  }

  private async mailOnce(sessionId: string, report: ArenaReport): Promise<void> {
    const row = await this.rows.session(sessionId);
    if (!row || !(await this.rows.claimMail(sessionId))) return;
    try {
      await this.mail.send(
        sessionReportMail(report, { email: row.hostEmail, name: row.hostFullName }, this.config.publicUrl),
      );
    } catch (error) {
      await this.rows.releaseMail(sessionId);
      throw error;
    }
  }
}
