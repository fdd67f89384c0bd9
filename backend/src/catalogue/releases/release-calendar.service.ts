import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { shiftDate, ukDate } from '@trivia/contracts';
import { z } from 'zod';
import { defineJob, JOB_QUEUE, type JobQueue } from '../../infra/jobs/job-queue';
import { CatalogueClock } from './catalogue-clock';
import { RELEASE_CRON, releaseInstant } from './release-schedule';
import { type ReleaseOutcome, ReleasesService } from './releases.service';

export const PUBLISH_RELEASES_JOB = defineJob('catalogue.publish-releases', z.strictObject({}));
export const STARTING_CATALOGUE_JOB = defineJob('catalogue.starting-catalogue', z.strictObject({}));

/** The starting catalogue: the releases of this many days before today. */
export const BACKFILL_DAYS = 60;
const STARTING_DELAY_MS = 3_000;

/**
 * When releases go out: today's two every morning at 06:00 UK time (the scheduled job), and after every start the
 * 60 days before today plus today once its hour has passed, so a new deployment fills its catalogue and a node
 * that was down at 06:00 still releases the day's quizzes. Both are idempotent. The starting catalogue is a job
 * run after boot, not part of it: composing 120 quizzes on a fresh database takes seconds of CPU, and until it
 * is done the catalogue simply lists fewer quizzes.
 */
@Injectable()
export class ReleaseCalendarService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueReleases');
  private stopping = false;

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly releases: ReleasesService,
    private readonly clock: CatalogueClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.register(PUBLISH_RELEASES_JOB, async () => {
      await this.publishToday();
    });
    this.jobs.register(STARTING_CATALOGUE_JOB, async () => {
      await this.publishStartingCatalogue();
    });
    await this.jobs.schedule(PUBLISH_RELEASES_JOB, 'daily', RELEASE_CRON, {});
    // One id for every node: with the shared queue, one node fills the catalogue while the others serve. A few
    // seconds on, so the rest of the start has the CPU first.
    await this.jobs.enqueue(STARTING_CATALOGUE_JOB, {}, { jobId: 'starting-catalogue', delayMs: STARTING_DELAY_MS });
  }

  /** Shutdown does not wait for the rest of the starting catalogue: the next start carries on from there. */
  onModuleDestroy(): void {
    this.stopping = true;
  }

  /** The scheduled job: the releases of the clock's UK date. */
  async publishToday(): Promise<ReleaseOutcome> {
    const today = ukDate(this.clock.now());
    const outcome = await this.releases.publish([today]);
    for (const skip of outcome.skipped) this.logger.warn(`Release ${skip.slug} skipped: ${skip.reason}`);
    this.logger.log(`Releases of ${today}: ${outcome.published.length} published`);
    return outcome;
  }

  async publishStartingCatalogue(): Promise<ReleaseOutcome> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const now = this.clock.now();
    const today = ukDate(now);
    const dates = Array.from({ length: BACKFILL_DAYS }, (_, i) => shiftDate(today, BACKFILL_DAYS - i));
    if (now >= releaseInstant(today)) dates.push(today);
    const outcome = await this.releases.publish(dates, () => this.stopping);
    this.logger.log(
      `Catalogue releases from ${dates[0]} to ${dates.at(-1)}: ${outcome.published.length} published in ` +
        `${Math.round(performance.now() - started)} ms (${cpuMs(process.cpuUsage(cpu))} ms of CPU in this process, the ` +
        `embedded database's included)`,
    );
    if (outcome.skipped.length > 0) {
      const kinds = [...new Set(outcome.skipped.map((skip) => skip.slug.replace(/-\d{4}-\d{2}-\d{2}(-2)?$/, '')))];
      this.logger.warn(
        `${outcome.skipped.length} releases skipped, the bank cannot fill them yet (${kinds.join(', ')}): ` +
          outcome.skipped[0]!.reason,
      );
    }
    return outcome;
  }
}

const cpuMs = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 1000);
