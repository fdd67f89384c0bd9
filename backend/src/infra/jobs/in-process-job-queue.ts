import { Logger } from '@nestjs/common';
import { after, InProcessJobLane } from './in-process-job-lane';
import type {
  EnqueueOptions,
  FailedJob,
  JobCounts,
  JobDefinition,
  JobHandler,
  JobOptions,
  JobQueue,
  RepeatSpec,
} from './job-queue';
import { nextRepeatAt, resolveJobOptions, validateEnqueueOptions, validatePayload, validateRepeat } from './job-rules';

interface Schedule {
  /** The spec and payload as JSON: scheduling the same again (every node does at start) changes nothing. */
  signature: string;
  cancel: () => void;
}

/**
 * The queue inside this process, for the embedded mode: the same retries, back-off, delays, de-duplication,
 * schedules and shutdown as the BullMQ one, but jobs last only as long as the process.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly logger = new Logger('JobQueue');
  // Lanes hold jobs of different payload types; each is only ever used with its own definition.
  private readonly lanes = new Map<string, InProcessJobLane<never>>();
  private readonly schedules = new Map<string, Schedule>();
  private closed = false;

  constructor(private readonly shutdownTimeoutMs: number) {}

  register<T>(job: JobDefinition<T>, handle: JobHandler<T>, options?: JobOptions): void {
    if (this.lanes.has(job.name)) throw new Error(`Job "${job.name}" is already registered`);
    const lane = new InProcessJobLane(job, handle, resolveJobOptions(job.name, options), this.logger);
    this.lanes.set(job.name, lane as unknown as InProcessJobLane<never>);
  }

  async enqueue<T>(job: JobDefinition<T>, payload: T, options: EnqueueOptions = {}): Promise<string> {
    const lane = this.lane(job);
    validateEnqueueOptions(job.name, options);
    return lane.add(validatePayload(job, payload), options);
  }

  async schedule<T>(job: JobDefinition<T>, scheduleId: string, repeat: RepeatSpec, payload: T): Promise<void> {
    const lane = this.lane(job);
    validateRepeat(job.name, scheduleId, repeat);
    const valid = validatePayload(job, payload);
    const key = `${job.name}:${scheduleId}`;
    const signature = JSON.stringify([repeat, valid]);
    if (this.schedules.get(key)?.signature === signature) return;
    this.schedules.get(key)?.cancel();
    const schedule: Schedule = { signature, cancel: () => undefined };
    this.schedules.set(key, schedule);
    const fire = (plannedAt: number) => {
      lane.add(valid, { jobId: `repeat:${scheduleId}:${plannedAt}` });
      plan(nextRepeatAt(repeat, plannedAt, Date.now()));
    };
    const plan = (at: number) => (schedule.cancel = after(at - Date.now(), () => fire(at)));
    // Like BullMQ: an interval runs once at once, a cron pattern waits for its first match.
    if ('everyMs' in repeat) fire(Date.now());
    else plan(nextRepeatAt(repeat, Date.now(), Date.now()));
  }

  async unschedule<T>(job: JobDefinition<T>, scheduleId: string): Promise<void> {
    const key = `${job.name}:${scheduleId}`;
    this.schedules.get(key)?.cancel();
    this.schedules.delete(key);
  }

  async counts(): Promise<JobCounts[]> {
    return [...this.lanes.values()].map((lane) => lane.counts());
  }

  async failed(name: string, limit = 50): Promise<FailedJob[]> {
    return this.lanes.get(name)?.failed(limit) ?? [];
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const schedule of this.schedules.values()) schedule.cancel();
    for (const lane of this.lanes.values()) lane.stop();
    await Promise.all([...this.lanes.values()].map((lane) => lane.drain(this.shutdownTimeoutMs)));
  }

  private lane<T>(job: JobDefinition<T>): InProcessJobLane<T> {
    if (this.closed) throw new Error('The job queue is shut down');
    const lane = this.lanes.get(job.name);
    if (!lane) throw new Error(`Job "${job.name}" has no handler registered`);
    return lane as unknown as InProcessJobLane<T>;
  }
}
