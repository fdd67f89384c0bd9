import { Logger } from '@nestjs/common';
import { type Job, type JobsOptions, Queue, UnrecoverableError, Worker } from 'bullmq';
import {
  type EnqueueOptions,
  FAILED_JOBS_KEPT,
  type FailedJob,
  type JobCounts,
  type JobDefinition,
  type JobHandler,
  type JobOptions,
  JobPayloadError,
  type JobQueue,
  PermanentJobError,
  type RepeatSpec,
} from './job-queue';
import {
  type ResolvedJobOptions,
  resolveJobOptions,
  validateEnqueueOptions,
  validatePayload,
  validateRepeat,
} from './job-rules';

export interface BullMqSettings {
  redisUrl: string;
  /** Namespace of every key BullMQ writes, e.g. `trivia:jobs`. */
  prefix: string;
  shutdownTimeoutMs: number;
}

interface Registered {
  queue: Queue;
  worker: Worker;
  options: ResolvedJobOptions;
}

/** How long shutdown waits for a Redis connection to close once the jobs are done or abandoned. */
const CONNECTION_CLOSE_MS = 2_000;

/** One BullMQ queue per job name, so each has its own concurrency, counts and failed list. */
export class BullMqJobQueue implements JobQueue {
  private readonly logger = new Logger('JobQueue');
  private readonly registered = new Map<string, Registered>();
  private closed = false;

  constructor(private readonly settings: BullMqSettings) {}

  register<T>(job: JobDefinition<T>, handle: JobHandler<T>, options?: JobOptions): void {
    if (this.registered.has(job.name)) throw new Error(`Job "${job.name}" is already registered`);
    const resolved = resolveJobOptions(job.name, options);
    // BullMQ refuses a client with ioredis' keyPrefix (ours has one) and needs its own blocking connection
    // without a retry limit, so it builds its connections from the URL and namespaces keys with `prefix`.
    const base = { connection: { url: this.settings.redisUrl }, prefix: this.settings.prefix };
    const queue = new Queue(job.name, { ...base, defaultJobOptions: jobOptions(resolved) });
    // Three parameters: BullMQ passes the abort signal only to a processor that declares it.
    const processor = (bullJob: Job, _token: string | undefined, signal: AbortSignal | undefined) =>
      this.process(job, handle, resolved, bullJob, signal);
    const worker = new Worker(job.name, processor, { ...base, concurrency: resolved.concurrency });
    const warn = (error: Error) => this.logger.warn(`Job queue "${job.name}": ${error.message}`);
    queue.on('error', warn);
    worker.on('error', warn);
    worker.on('failed', (bullJob, error) => {
      const attempts = bullJob?.opts.attempts ?? resolved.attempts;
      if (bullJob && (bullJob.attemptsMade >= attempts || error instanceof UnrecoverableError)) {
        this.logger.warn(
          `Job "${job.name}" ${bullJob.id} failed after ${bullJob.attemptsMade} attempt(s): ${error.message}`,
        );
      }
    });
    this.registered.set(job.name, { queue, worker, options: resolved });
  }

  async enqueue<T>(job: JobDefinition<T>, payload: T, options: EnqueueOptions = {}): Promise<string> {
    const { queue } = this.get(job.name);
    validateEnqueueOptions(job.name, options);
    const added = await queue.add(job.name, validatePayload(job, payload), {
      delay: options.delayMs,
      jobId: options.jobId,
    });
    return added.id!;
  }

  async schedule<T>(job: JobDefinition<T>, scheduleId: string, repeat: RepeatSpec, payload: T): Promise<void> {
    const { queue, options } = this.get(job.name);
    validateRepeat(job.name, scheduleId, repeat);
    const data = validatePayload(job, payload);
    const when = 'everyMs' in repeat ? { every: repeat.everyMs } : { pattern: repeat.cron, tz: repeat.timeZone };
    // Upserting is idempotent across nodes: each may call it at start and the schedule exists once.
    await queue.upsertJobScheduler(scheduleId, when, { name: job.name, data, opts: jobOptions(options) });
  }

  async unschedule<T>(job: JobDefinition<T>, scheduleId: string): Promise<void> {
    await this.get(job.name).queue.removeJobScheduler(scheduleId);
  }

  async counts(): Promise<JobCounts[]> {
    return Promise.all(
      [...this.registered].map(async ([name, { queue }]) => {
        const c = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
        return {
          name,
          waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
          delayed: c.delayed ?? 0,
          active: c.active ?? 0,
          failed: c.failed ?? 0,
        };
      }),
    );
  }

  async failed(name: string, limit = 50): Promise<FailedJob[]> {
    const registered = this.registered.get(name);
    if (!registered) return [];
    const jobs = await registered.queue.getFailed(0, limit - 1);
    return jobs
      .map((bullJob) => ({
        id: bullJob.id ?? '',
        name,
        payload: bullJob.data as unknown,
        attemptsMade: bullJob.attemptsMade,
        error: bullJob.failedReason,
        failedAt: new Date(bullJob.finishedOn ?? bullJob.timestamp),
      }))
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const all = [...this.registered.values()];
    // A worker's close stops fetching, then waits for its running jobs and their bookkeeping in Redis.
    const graceful = Promise.all(all.map(({ worker }) => worker.close()));
    graceful.catch((error: Error) => this.logger.warn(`Job workers closed with an error: ${error.message}`));
    if (!(await settlesWithin(graceful, this.settings.shutdownTimeoutMs))) {
      this.logger.warn(`Jobs still running after ${this.settings.shutdownTimeoutMs} ms at shutdown: abandoned`);
      // Their locks lapse and BullMQ's stalled check hands them to a live node, which runs them again.
      for (const { worker } of all) worker.cancelAllJobs('The job queue is shutting down');
      // A worker whose Redis came back empty can wait on its connection for ever: shutdown does not.
      const disconnected = Promise.all(all.map(({ worker }) => worker.disconnect().catch(() => undefined)));
      if (!(await settlesWithin(disconnected, CONNECTION_CLOSE_MS))) {
        this.logger.warn('Job workers did not let go of Redis at shutdown: their connections end with the process');
      }
    }
    const queuesClosed = Promise.all(all.map(({ queue }) => queue.close().catch(() => undefined)));
    if (!(await settlesWithin(queuesClosed, CONNECTION_CLOSE_MS))) {
      this.logger.warn('Job queues did not let go of Redis at shutdown: their connections end with the process');
    }
  }

  private async process<T>(
    job: JobDefinition<T>,
    handle: JobHandler<T>,
    options: ResolvedJobOptions,
    bullJob: Job,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    try {
      const payload = validatePayload(job, bullJob.data);
      await handle(payload, {
        id: bullJob.id ?? '',
        attempt: bullJob.attemptsMade + 1,
        maxAttempts: bullJob.opts.attempts ?? options.attempts,
        signal: signal ?? new AbortController().signal,
      });
    } catch (error) {
      // BullMQ's own marker for "do not retry".
      if (error instanceof PermanentJobError || error instanceof JobPayloadError) {
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  }

  private get(name: string): Registered {
    if (this.closed) throw new Error('The job queue is shut down');
    const registered = this.registered.get(name);
    if (!registered) throw new Error(`Job "${name}" has no handler registered`);
    return registered;
  }
}

function jobOptions(options: ResolvedJobOptions): JobsOptions {
  return {
    attempts: options.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs },
    removeOnComplete: true,
    removeOnFail: { count: FAILED_JOBS_KEPT },
  };
}

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}
