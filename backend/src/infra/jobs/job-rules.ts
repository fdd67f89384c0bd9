import { CronExpressionParser } from 'cron-parser';
import {
  type EnqueueOptions,
  JOB_DEFAULTS,
  type JobDefinition,
  type JobOptions,
  JobPayloadError,
  type RepeatSpec,
} from './job-queue';

/** The rules both queue implementations share, so retries, payloads and schedules mean the same in each. */
export type ResolvedJobOptions = Required<JobOptions>;

export function resolveJobOptions(name: string, options: JobOptions = {}): ResolvedJobOptions {
  const resolved = { ...JOB_DEFAULTS, ...options };
  for (const [key, value] of Object.entries(resolved)) {
    const least = key === 'backoffMs' ? 0 : 1;
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`Job "${name}": ${key} must be a whole number of at least ${least}`);
    }
  }
  return resolved;
}

/** Exponential back-off, as BullMQ's 'exponential' type computes it: backoff, 2 x backoff, 4 x backoff... */
export function retryDelayMs(backoffMs: number, attemptsMade: number): number {
  return Math.round(2 ** (attemptsMade - 1) * backoffMs);
}

export function validatePayload<T>(job: JobDefinition<T>, payload: unknown): T {
  const parsed = job.schema.safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'} ${issue.message}`);
    throw new JobPayloadError(job.name, problems.join('; '));
  }
  return parsed.data;
}

/** BullMQ refuses ids that are whole numbers (its own ids) or hold ':' (its key separator); so do we, in both. */
export function validateEnqueueOptions(name: string, { jobId, delayMs }: EnqueueOptions): void {
  if (jobId !== undefined && (!/^[A-Za-z0-9._-]{1,200}$/.test(jobId) || /^\d+$/.test(jobId))) {
    throw new Error(`Job "${name}": job id "${jobId}" must be 1-200 letters, digits, dots, dashes, not only digits`);
  }
  if (delayMs !== undefined && (!Number.isInteger(delayMs) || delayMs < 0)) {
    throw new Error(`Job "${name}": delayMs must be a whole number of at least 0`);
  }
}

/** Refuses a schedule that could never fire, before any implementation stores it. */
export function validateRepeat(name: string, scheduleId: string, repeat: RepeatSpec): void {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(scheduleId)) {
    throw new Error(`Job "${name}": schedule id "${scheduleId}" must be 1-100 letters, digits, dots, dashes`);
  }
  if ('everyMs' in repeat) {
    if (!Number.isInteger(repeat.everyMs) || repeat.everyMs < 1) {
      throw new Error(`Job "${name}": everyMs must be a positive whole number`);
    }
    return;
  }
  try {
    // Throws a RangeError for a zone the runtime does not know; cron-parser would only fail later, on use.
    new Intl.DateTimeFormat('en-GB', { timeZone: repeat.timeZone });
    CronExpressionParser.parse(repeat.cron, { tz: repeat.timeZone });
  } catch (error) {
    throw new Error(
      `Job "${name}": bad schedule "${repeat.cron}" in "${repeat.timeZone}": ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * The first run of a schedule due after `now`, in the series that ran at `previous`. An interval counts from its
 * planned runs, not from when they finished, so it does not drift; runs missed while the process was paused are
 * skipped, not fired in a burst. A cron pattern is read in its time zone: 06:00 Europe/London follows summer time.
 */
export function nextRepeatAt(repeat: RepeatSpec, previous: number, now: number): number {
  if ('everyMs' in repeat) {
    const missed = Math.max(0, Math.floor((now - previous) / repeat.everyMs));
    return previous + (missed + 1) * repeat.everyMs;
  }
  const from = new Date(Math.max(previous, now));
  return CronExpressionParser.parse(repeat.cron, { currentDate: from, tz: repeat.timeZone }).next().getTime();
}
