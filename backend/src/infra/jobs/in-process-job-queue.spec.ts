import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { InProcessJobQueue } from './in-process-job-queue';
import { defineJob, type JobContext, JobPayloadError, PermanentJobError } from './job-queue';

const greet = defineJob('test.greet', z.object({ name: z.string().min(1) }));

/** A handler whose runs the test can watch and finish at will. */
function recorder(outcomes: ('ok' | 'fail' | 'permanent' | 'hang')[] = []) {
  const runs: { name: string; context: JobContext; at: number }[] = [];
  const hanging: (() => void)[] = [];
  const handle = async (payload: { name: string }, context: JobContext) => {
    runs.push({ name: payload.name, context, at: Date.now() });
    const outcome = outcomes[runs.length - 1] ?? 'ok';
    if (outcome === 'fail') throw new Error(`refused run ${runs.length}`);
    if (outcome === 'permanent') throw new PermanentJobError('no point retrying');
    if (outcome === 'hang') await new Promise<void>((resolve) => hanging.push(resolve));
  };
  return { runs, handle, finish: () => hanging.splice(0).forEach((resolve) => resolve()) };
}

const T0 = Date.parse('2026-03-28T12:00:00Z');

describe('InProcessJobQueue', () => {
  let queue: InProcessJobQueue;
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    queue = new InProcessJobQueue(5_000);
  });
  afterEach(async () => {
    await queue.close();
    jest.useRealTimers();
  });

  it('runs a job with its validated payload, and refuses a bad payload before queuing it', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    await queue.enqueue(greet, { name: 'Ada' });
    await expect(queue.enqueue(greet, { name: '' })).rejects.toThrow(JobPayloadError);
    await jest.advanceTimersByTimeAsync(0);
    expect(r.runs.map((run) => [run.name, run.context.attempt, run.context.maxAttempts])).toEqual([['Ada', 1, 3]]);
  });

  it('keeps the payload as it was enqueued, whatever the caller does to its object later', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    const payload = { name: 'Ada' };
    await queue.enqueue(greet, payload, { delayMs: 10 });
    payload.name = 'Changed';
    await jest.advanceTimersByTimeAsync(10);
    expect(r.runs.map((run) => run.name)).toEqual(['Ada']);
  });

  it('retries with exponential back-off until a run succeeds', async () => {
    const r = recorder(['fail', 'fail', 'ok']);
    queue.register(greet, r.handle, { attempts: 4, backoffMs: 1000 });
    await queue.enqueue(greet, { name: 'Ada' });
    await jest.advanceTimersByTimeAsync(999);
    expect(r.runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(r.runs).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(r.runs).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(r.runs.map((run) => [run.context.attempt, run.at - T0])).toEqual([
      [1, 0],
      [2, 1000],
      [3, 3000],
    ]);
    expect(await queue.counts()).toEqual([{ name: 'test.greet', waiting: 0, delayed: 0, active: 0, failed: 0 }]);
    expect(await queue.failed('test.greet')).toEqual([]);
  });

  it('gives up after the last attempt and keeps the failure for the admin', async () => {
    const r = recorder(['fail', 'fail', 'fail']);
    queue.register(greet, r.handle, { attempts: 3, backoffMs: 10 });
    const id = await queue.enqueue(greet, { name: 'Ada' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(r.runs).toHaveLength(3);
    expect(await queue.failed('test.greet')).toEqual([
      {
        id,
        name: 'test.greet',
        payload: { name: 'Ada' },
        attemptsMade: 3,
        error: 'refused run 3',
        failedAt: new Date(T0 + 30),
      },
    ]);
    expect((await queue.counts())[0]).toMatchObject({ failed: 1, delayed: 0, waiting: 0 });
  });

  it('fails at once, without retries, on a PermanentJobError', async () => {
    const r = recorder(['permanent']);
    queue.register(greet, r.handle, { attempts: 5 });
    await queue.enqueue(greet, { name: 'Ada' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(r.runs).toHaveLength(1);
    expect(await queue.failed('test.greet')).toMatchObject([{ attemptsMade: 1, error: 'no point retrying' }]);
  });

  it('adds a job once per id while the queue holds it, and again once it has succeeded', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    expect(await queue.enqueue(greet, { name: 'first' }, { jobId: 'daily-2026-03-28', delayMs: 50 })).toBe(
      'daily-2026-03-28',
    );
    await queue.enqueue(greet, { name: 'second' }, { jobId: 'daily-2026-03-28' });
    await jest.advanceTimersByTimeAsync(50);
    expect(r.runs.map((run) => run.name)).toEqual(['first']);
    await queue.enqueue(greet, { name: 'third' }, { jobId: 'daily-2026-03-28' });
    await jest.advanceTimersByTimeAsync(0);
    expect(r.runs.map((run) => run.name)).toEqual(['first', 'third']);
  });

  it('runs a delayed job after its delay, not before', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    await queue.enqueue(greet, { name: 'Ada' }, { delayMs: 5_000 });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(r.runs).toHaveLength(0);
    expect((await queue.counts())[0]).toMatchObject({ delayed: 1 });
    await jest.advanceTimersByTimeAsync(1);
    expect(r.runs).toHaveLength(1);
  });

  it('runs no more jobs of a name at once than its concurrency', async () => {
    const r = recorder(['hang', 'hang', 'hang']);
    queue.register(greet, r.handle, { concurrency: 2 });
    for (const name of ['a', 'b', 'c']) await queue.enqueue(greet, { name });
    await jest.advanceTimersByTimeAsync(0);
    expect(r.runs.map((run) => run.name)).toEqual(['a', 'b']);
    expect((await queue.counts())[0]).toMatchObject({ active: 2, waiting: 1 });
    r.finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(r.runs.map((run) => run.name)).toEqual(['a', 'b', 'c']);
    r.finish();
  });

  it('repeats every N ms from a first run at once; scheduling it again changes nothing; unscheduling stops it', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    await queue.schedule(greet, 'tick', { everyMs: 1_000 }, { name: 'tick' });
    await jest.advanceTimersByTimeAsync(500);
    await queue.schedule(greet, 'tick', { everyMs: 1_000 }, { name: 'tick' });
    await jest.advanceTimersByTimeAsync(2_500);
    expect(r.runs.map((run) => run.at - T0)).toEqual([0, 1000, 2000, 3000]);
    await queue.unschedule(greet, 'tick');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(r.runs).toHaveLength(4);
  });

  it('fires a cron schedule at its local time in its time zone, across the change to summer time', async () => {
    const r = recorder();
    queue.register(greet, r.handle);
    await queue.schedule(greet, 'publish', { cron: '0 6 * * *', timeZone: 'Europe/London' }, { name: 'publish' });
    await jest.advanceTimersByTimeAsync(Date.parse('2026-03-30T06:00:00Z') - T0);
    // 06:00 GMT on Saturday is 06:00Z; from Sunday 29 March, 06:00 BST is 05:00Z.
    expect(r.runs.map((run) => new Date(run.at).toISOString())).toEqual([
      '2026-03-29T05:00:00.000Z',
      '2026-03-30T05:00:00.000Z',
    ]);
  });

  it('refuses schedules that could never fire, and jobs nobody handles', async () => {
    queue.register(greet, recorder().handle);
    const bad = [
      { cron: '0 6 * * *', timeZone: 'Europe/Atlantis' },
      { cron: 'every morning', timeZone: 'Europe/London' },
      { everyMs: 0 },
    ];
    for (const repeat of bad) await expect(queue.schedule(greet, 'x', repeat, { name: 'x' })).rejects.toThrow();
    await expect(queue.enqueue(greet, { name: 'x' }, { jobId: '42' })).rejects.toThrow(/not only digits/);
    const other = defineJob('test.other', z.object({}));
    await expect(queue.enqueue(other, {})).rejects.toThrow(/no handler registered/);
    expect(() => queue.register(greet, recorder().handle)).toThrow(/already registered/);
    expect(() => defineJob('Bad Name', z.object({}))).toThrow(/lower-case/);
  });

  it('waits at shutdown for a running job, takes no new ones, and refuses new work', async () => {
    const r = recorder(['hang']);
    queue.register(greet, r.handle);
    await queue.enqueue(greet, { name: 'running' });
    await queue.enqueue(greet, { name: 'delayed' }, { delayMs: 100 });
    await jest.advanceTimersByTimeAsync(0);
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(closed).toBe(false);
    r.finish();
    await closing;
    expect(r.runs.map((run) => run.name)).toEqual(['running']);
    expect(r.runs[0]!.context.signal.aborted).toBe(false);
    await expect(queue.enqueue(greet, { name: 'late' })).rejects.toThrow(/shut down/);
  });

  it('stops waiting for a running job at the shutdown bound and aborts its signal', async () => {
    const r = recorder(['hang']);
    queue.register(greet, r.handle);
    await queue.enqueue(greet, { name: 'stuck' });
    await jest.advanceTimersByTimeAsync(0);
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await closing;
    expect(r.runs[0]!.context.signal.aborted).toBe(true);
    r.finish();
  });
});
