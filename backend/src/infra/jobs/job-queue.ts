import type { z } from 'zod';

/** A kind of job: its name (also the queue it runs on) and the schema every payload must pass. */
export interface JobDefinition<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

/** What a handler knows about the run it is in: the mail job marks its row failed on the last attempt. */
export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when shutdown has waited its bound and stops waiting for this run. */
  signal: AbortSignal;
}

export type JobHandler<T> = (payload: T, context: JobContext) => Promise<void>;

export interface JobOptions {
  /** Runs of this job at once on each node. Default 1. */
  concurrency?: number;
  /** Runs in all, the first included. Default 3. */
  attempts?: number;
  /** Wait before the first retry; it doubles before each later one. Default 1000. */
  backoffMs?: number;
}

export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
  /**
   * The job's id, for de-duplication: while the queue holds a job with this id (waiting, delayed, running,
   * between retries, or failed and kept for the admin) enqueuing another does nothing. A job that succeeds is
   * dropped at once, so its id is free again.
   */
  jobId?: string;
}

/** Every N ms (the first run at once), or at each time a cron pattern matches in a time zone. */
export type RepeatSpec = { everyMs: number } | { cron: string; timeZone: string };

export interface JobCounts {
  name: string;
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  attemptsMade: number;
  error: string;
  failedAt: Date;
}

/**
 * Work to run later, with retries: BullMQ on Redis when REDIS_URL is set (any node may run a job, and jobs
 * survive a restart), in process otherwise (jobs live as long as the process). Delivery is at least once, so
 * handlers must be safe to run twice.
 */
export interface JobQueue {
  /** Names the handler of a job on this node. Register before enqueuing or scheduling it. */
  register<T>(job: JobDefinition<T>, handle: JobHandler<T>, options?: JobOptions): void;
  /** Validates the payload (a bad one throws JobPayloadError) and queues a run; resolves to the job's id. */
  enqueue<T>(job: JobDefinition<T>, payload: T, options?: EnqueueOptions): Promise<string>;
  /** Creates or replaces the repeating schedule `scheduleId` of a job; every node may call it at start. */
  schedule<T>(job: JobDefinition<T>, scheduleId: string, repeat: RepeatSpec, payload: T): Promise<void>;
  unschedule<T>(job: JobDefinition<T>, scheduleId: string): Promise<void>;
  /** One row per registered job, for the admin. */
  counts(): Promise<JobCounts[]>;
  /** The most recent jobs of a name that used up their attempts, newest first. */
  failed(name: string, limit?: number): Promise<FailedJob[]>;
  /** Stops taking jobs and waits (up to the configured bound) for running ones to finish. */
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** Failed jobs kept per name for the admin; older ones are dropped. */
export const FAILED_JOBS_KEPT = 1000;

export const JOB_DEFAULTS = { concurrency: 1, attempts: 3, backoffMs: 1000 } as const;

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/** Job names are also BullMQ queue names and Redis key parts: lower-case words joined by dots. */
export function defineJob<T>(name: string, schema: z.ZodType<T>): JobDefinition<T> {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be lower-case words joined by dots`);
  return { name, schema };
}

export class JobPayloadError extends Error {
  constructor(name: string, problems: string) {
    super(`Invalid payload for job "${name}": ${problems}`);
    this.name = 'JobPayloadError';
  }
}

/** Thrown by a handler when a retry cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
