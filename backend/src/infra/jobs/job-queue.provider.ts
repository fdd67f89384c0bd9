import type { AppConfig } from '../config/config';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';

/** BullMQ when Redis is configured, so every node shares one queue; the in-process queue otherwise. */
export function createJobQueue(config: AppConfig): JobQueue {
  if (!config.redisUrl) return new InProcessJobQueue(config.jobShutdownTimeoutMs);
  return new BullMqJobQueue({
    redisUrl: config.redisUrl,
    // Under the deployment's prefix, beside (not among) the keys the rest of the app writes.
    prefix: `${config.redisKeyPrefix}jobs`,
    shutdownTimeoutMs: config.jobShutdownTimeoutMs,
  });
}
