import { randomUUID } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import {
  type EnqueueOptions,
  FAILED_JOBS_KEPT,
  type FailedJob,
  type JobCounts,
  type JobDefinition,
  type JobHandler,
  JobPayloadError,
  PermanentJobError,
} from './job-queue';
import { type ResolvedJobOptions, retryDelayMs, validatePayload } from './job-rules';

/** Node's timers fire at once past 2^31 - 1 ms (about 24.8 days); a monthly schedule needs longer waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A timer that can wait any length and never keeps the process alive on its own; returns its cancel. */
export function after(ms: number, fire: () => void): () => void {
  let handle: NodeJS.Timeout;
  const arm = (remaining: number) => {
    const step = Math.min(remaining, MAX_TIMER_MS);
    handle = setTimeout(() => (remaining > step ? arm(remaining - step) : fire()), step);
    handle.unref();
  };
  arm(Math.max(0, ms));
  return () => clearTimeout(handle);
}

interface LaneJob {
  id: string;
  /** Kept as JSON, as BullMQ keeps it in Redis: a caller changing its object later changes nothing here. */
  data: string;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active' | 'failed';
  cancelTimer?: () => void;
  error?: string;
  failedAt?: Date;
}

interface Run {
  done: Promise<void>;
  abort: AbortController;
}

/** The jobs of one name in process: waiting, delayed (first run or retry), running, and failed ones. */
export class InProcessJobLane<T> {
  private readonly jobs = new Map<string, LaneJob>();
  private readonly waiting: LaneJob[] = [];
  private readonly running = new Map<string, Run>();
  /** Ids of failed jobs, oldest first. */
  private readonly failedIds: string[] = [];
  private stopped = false;

  constructor(
    private readonly job: JobDefinition<T>,
    private readonly handle: JobHandler<T>,
    private readonly options: ResolvedJobOptions,
    private readonly logger: Logger,
  ) {}

  add(payload: T, options: EnqueueOptions = {}): string {
    const id = options.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const entry: LaneJob = { id, data: JSON.stringify(payload), attemptsMade: 0, state: 'waiting' };
    this.jobs.set(id, entry);
    if (options.delayMs && options.delayMs > 0) this.delay(entry, options.delayMs);
    else this.makeWaiting(entry);
    return id;
  }

  counts(): JobCounts {
    const delayed = [...this.jobs.values()].filter((entry) => entry.state === 'delayed').length;
    return {
      name: this.job.name,
      waiting: this.waiting.length,
      delayed,
      active: this.running.size,
      failed: this.failedIds.length,
    };
  }

  failed(limit: number): FailedJob[] {
    return this.failedIds
      .slice(-limit)
      .reverse()
      .map((id) => this.jobs.get(id)!)
      .map((entry) => ({
        id: entry.id,
        name: this.job.name,
        payload: JSON.parse(entry.data) as unknown,
        attemptsMade: entry.attemptsMade,
        error: entry.error ?? '',
        failedAt: entry.failedAt!,
      }));
  }

  /** Takes no more jobs; delayed ones stay where they are, as they would in Redis. */
  stop(): void {
    this.stopped = true;
    for (const entry of this.jobs.values()) entry.cancelTimer?.();
  }

  /** Resolves when the running jobs have finished, or aborts them once `timeoutMs` has passed. */
  async drain(timeoutMs: number): Promise<void> {
    const runs = [...this.running.values()];
    if (runs.length === 0) return;
    let cancel = () => undefined as void;
    const timedOut = new Promise<boolean>((resolve) => (cancel = after(timeoutMs, () => resolve(true))));
    const finished = Promise.allSettled(runs.map((run) => run.done)).then(() => false);
    if (await Promise.race([finished, timedOut])) {
      this.logger.warn(`${runs.length} "${this.job.name}" job(s) still running after ${timeoutMs} ms at shutdown`);
      for (const run of runs) run.abort.abort(new Error('The job queue is shutting down'));
    }
    cancel();
  }

  private delay(entry: LaneJob, ms: number): void {
    entry.state = 'delayed';
    entry.cancelTimer = after(ms, () => this.makeWaiting(entry));
  }

  private makeWaiting(entry: LaneJob): void {
    entry.state = 'waiting';
    entry.cancelTimer = undefined;
    this.waiting.push(entry);
    this.pump();
  }

  private pump(): void {
    while (!this.stopped && this.running.size < this.options.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      const abort = new AbortController();
      entry.state = 'active';
      const done = this.execute(entry, abort.signal).finally(() => {
        this.running.delete(entry.id);
        this.pump();
      });
      this.running.set(entry.id, { done, abort });
    }
  }

  private async execute(entry: LaneJob, signal: AbortSignal): Promise<void> {
    const attempt = entry.attemptsMade + 1;
    try {
      const payload = validatePayload(this.job, JSON.parse(entry.data));
      await this.handle(payload, { id: entry.id, attempt, maxAttempts: this.options.attempts, signal });
      this.jobs.delete(entry.id);
    } catch (error) {
      entry.attemptsMade = attempt;
      const permanent = error instanceof PermanentJobError || error instanceof JobPayloadError;
      if (!permanent && attempt < this.options.attempts) {
        this.delay(entry, retryDelayMs(this.options.backoffMs, attempt));
        if (this.stopped) entry.cancelTimer?.();
        return;
      }
      this.fail(entry, error as Error);
    }
  }

  private fail(entry: LaneJob, error: Error): void {
    entry.state = 'failed';
    entry.error = error.message;
    entry.failedAt = new Date();
    this.failedIds.push(entry.id);
    this.logger.warn(
      `Job "${this.job.name}" ${entry.id} failed after ${entry.attemptsMade} attempt(s): ${error.message}`,
    );
    while (this.failedIds.length > FAILED_JOBS_KEPT) this.jobs.delete(this.failedIds.shift()!);
  }
}
