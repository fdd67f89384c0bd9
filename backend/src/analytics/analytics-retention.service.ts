import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_RETENTION_MONTHS } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { defineJob, JOB_QUEUE, type JobQueue } from '../infra/jobs/job-queue';

export const PRUNE_ANALYTICS_JOB = defineJob('analytics.prune', z.object({}).strict());

/** Rows deleted per statement: a night's pruning never holds a long lock on the feed the site is writing to. */
const PRUNE_BATCH = 5_000;

/**
 * Analytics events are kept for ANALYTICS_RETENTION_MONTHS (as the cookie policy says), then deleted: every night,
 * in batches, on whichever node takes the job. Safe to run again at any time.
 */
@Injectable()
export class AnalyticsRetentionService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnalyticsRetentionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.register(PRUNE_ANALYTICS_JOB, async () => {
      await this.prune();
    });
    await this.jobs.schedule(PRUNE_ANALYTICS_JOB, 'nightly', { cron: '45 3 * * *', timeZone: 'Europe/London' }, {});
  }

  /** Deletes every event older than the retention period; resolves to how many went. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
    let deleted = 0;
    for (;;) {
      const rows: unknown[] = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM analytics_events WHERE id IN (
             SELECT id FROM analytics_events WHERE created_at < $1 ORDER BY created_at LIMIT $2)
           RETURNING id
         ) SELECT id FROM gone`,
        [cutoff, PRUNE_BATCH],
      );
      deleted += rows.length;
      if (rows.length < PRUNE_BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} analytics event(s) older than ${cutoff.toISOString()}`);
    return deleted;
  }
}
