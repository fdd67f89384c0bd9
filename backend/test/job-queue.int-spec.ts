import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { z } from 'zod';
import { BullMqJobQueue } from '../src/infra/jobs/bullmq-job-queue';
import { InProcessJobQueue } from '../src/infra/jobs/in-process-job-queue';
import { defineJob, type JobContext, type JobQueue } from '../src/infra/jobs/job-queue';
import { eventually } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const redisUrl = process.env.TEST_REDIS_URL;
const runPrefix = `it-jobs-${process.pid}-${randomBytes(3).toString('hex')}`;

type MakeQueue = (shutdownTimeoutMs?: number) => JobQueue;
const implementations: [string, MakeQueue][] = [['in process', (bound = 5_000) => new InProcessJobQueue(bound)]];
if (redisUrl) {
  let n = 0;
  // A prefix per queue: each test starts on an empty Redis namespace.
  const make: MakeQueue = (bound = 5_000) =>
    new BullMqJobQueue({ redisUrl, prefix: `${runPrefix}:${++n}`, shutdownTimeoutMs: bound });
  implementations.push(['BullMQ on Redis', make]);
} else {
  console.info('job-queue.int-spec: TEST_REDIS_URL is not set, so only the in-process queue runs here');
}

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${runPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const work = defineJob('it.work', z.object({ label: z.string() }));

interface Run {
  label: string;
  context: JobContext;
  at: number;
}

describe.each(implementations)('job queue (%s)', (_name, make) => {
  let queue: JobQueue;
  let runs: Run[];
  const record = (label: string, context: JobContext) => runs.push({ label, context, at: Date.now() });
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    runs = [];
    queue = make();
  });
  afterEach(() => queue.close());

  it('retries a failing job with back-off until it succeeds', async () => {
    queue.register(
      work,
      async ({ label }, context) => {
        record(label, context);
        if (context.attempt < 3) throw new Error(`not yet (${context.attempt})`);
      },
      { attempts: 5, backoffMs: 50 },
    );
    await queue.enqueue(work, { label: 'flaky' });
    await eventually(
      async () => runs.length,
      (count) => count >= 3,
    );
    await sleep(200);
    expect(runs.map((run) => [run.label, run.context.attempt, run.context.maxAttempts])).toEqual([
      ['flaky', 1, 5],
      ['flaky', 2, 5],
      ['flaky', 3, 5],
    ]);
    // Back-off doubles: at least 50 ms before the second run and 100 ms before the third.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(45);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(95);
    expect(await queue.failed(work.name)).toEqual([]);
  });

  it('gives up after the last attempt and records the failure', async () => {
    queue.register(
      work,
      async ({ label }, context) => {
        record(label, context);
        throw new Error(`SMTP said no to ${label}`);
      },
      { attempts: 3, backoffMs: 20 },
    );
    const id = await queue.enqueue(work, { label: 'doomed' });
    const failed = await eventually(
      () => queue.failed(work.name),
      (list) => list.length > 0,
    );
    expect(failed).toEqual([
      {
        id,
        name: 'it.work',
        payload: { label: 'doomed' },
        attemptsMade: 3,
        error: 'SMTP said no to doomed',
        failedAt: expect.any(Date),
      },
    ]);
    expect(runs).toHaveLength(3);
    expect(await queue.counts()).toEqual([{ name: 'it.work', waiting: 0, delayed: 0, active: 0, failed: 1 }]);
  });

  it('de-duplicates by job id while the job is held', async () => {
    queue.register(work, async ({ label }, context) => void record(label, context));
    await queue.enqueue(work, { label: 'first' }, { jobId: 'publish-2026-03-28', delayMs: 150 });
    await queue.enqueue(work, { label: 'second' }, { jobId: 'publish-2026-03-28' });
    await eventually(
      async () => runs.length,
      (count) => count >= 1,
    );
    await sleep(200);
    expect(runs.map((run) => run.label)).toEqual(['first']);
  });

  it('runs a delayed job after its delay', async () => {
    queue.register(work, async ({ label }, context) => void record(label, context));
    const enqueuedAt = Date.now();
    await queue.enqueue(work, { label: 'later' }, { delayMs: 400 });
    await sleep(200);
    expect(runs).toHaveLength(0);
    expect((await queue.counts())[0]).toMatchObject({ delayed: 1 });
    await eventually(
      async () => runs.length,
      (count) => count >= 1,
    );
    expect(runs[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(395);
  });

  it('fires repeating schedules, by interval and by cron pattern in a time zone, until unscheduled', async () => {
    queue.register(work, async ({ label }, context) => void record(label, context));
    await queue.schedule(work, 'tick', { everyMs: 250 }, { label: 'tick' });
    await queue.schedule(work, 'each-second', { cron: '* * * * * *', timeZone: 'Europe/London' }, { label: 'cron' });
    const count = (label: string) => runs.filter((run) => run.label === label).length;
    await eventually(
      async () => [count('tick'), count('cron')],
      ([ticks, crons]) => ticks! >= 3 && crons! >= 2,
      8_000,
    );
    expect(count('tick')).toBeGreaterThanOrEqual(3);
    expect(count('cron')).toBeGreaterThanOrEqual(2);
    await queue.unschedule(work, 'tick');
    await queue.unschedule(work, 'each-second');
    await sleep(300);
    const settled = runs.length;
    await sleep(1_200);
    expect(runs.length).toBe(settled);
  });

  it('waits at shutdown for a running job to finish', async () => {
    let finished = false;
    queue.register(work, async ({ label }, context) => {
      record(label, context);
      await sleep(500);
      finished = true;
    });
    await queue.enqueue(work, { label: 'slow' });
    await eventually(
      async () => runs.length,
      (n) => n === 1,
    );
    await queue.close();
    expect(finished).toBe(true);
    expect(runs[0]!.context.signal.aborted).toBe(false);
    await expect(queue.enqueue(work, { label: 'too late' })).rejects.toThrow(/shut down/);
  });

  it('stops waiting at the shutdown bound and aborts the job still running', async () => {
    queue = make(300);
    let release = () => undefined as void;
    queue.register(work, async ({ label }, context) => {
      record(label, context);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await queue.enqueue(work, { label: 'stuck' });
    await eventually(
      async () => runs.length,
      (n) => n === 1,
    );
    const started = Date.now();
    await queue.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(runs[0]!.context.signal.aborted).toBe(true);
    release();
  });
});
