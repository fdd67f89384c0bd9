import type { AnalyticsBatch } from '@trivia/contracts';
import { AnalyticsQueue, type SendOutcome } from './analytics-queue';

const view = (n: number) => ({ name: 'page_view' as const, path: `/page-${n}` });

function recordingTransport(outcomes: SendOutcome[] = []) {
  const sent: { batch: AnalyticsBatch; keepalive: boolean }[] = [];
  const transport = jest.fn((batch: AnalyticsBatch, options: { keepalive: boolean }) => {
    sent.push({ batch, keepalive: options.keepalive });
    return Promise.resolve(outcomes.shift() ?? 'sent');
  });
  return { sent, transport };
}

describe('AnalyticsQueue', () => {
  it('sends what is queued in batches of at most the batch size, with the visitor id', async () => {
    const { sent, transport } = recordingTransport();
    const queue = new AnalyticsQueue(transport, { maxBatch: 50, visitorId: () => 'v-1' });
    for (let i = 0; i < 120; i += 1) queue.enqueue(view(i));
    await queue.flush();
    expect(sent.map((s) => s.batch.events.length)).toEqual([50, 50, 20]);
    expect(sent[0]!.batch.visitorId).toBe('v-1');
    expect(sent[2]!.batch.events.at(-1)).toEqual(view(119));
    expect(queue.size).toBe(0);
  });

  it('sends nothing when nothing is queued', async () => {
    const { transport } = recordingTransport();
    await new AnalyticsQueue(transport).flush();
    expect(transport).not.toHaveBeenCalled();
  });

  it('keeps a batch that could not be sent for the next flush, in order', async () => {
    const { sent, transport } = recordingTransport(['retry']);
    const queue = new AnalyticsQueue(transport, { maxBatch: 2 });
    [1, 2, 3].forEach((n) => queue.enqueue(view(n)));
    await queue.flush();
    expect(queue.size).toBe(3);
    await queue.flush();
    expect(sent.map((s) => s.batch.events.map((e) => (e as { path: string }).path))).toEqual([
      ['/page-1', '/page-2'],
      ['/page-1', '/page-2'],
      ['/page-3'],
    ]);
    expect(queue.size).toBe(0);
  });

  it('drops a batch the server refused as invalid rather than retrying it forever', async () => {
    const { transport } = recordingTransport(['drop']);
    const queue = new AnalyticsQueue(transport, { maxBatch: 1 });
    queue.enqueue(view(1));
    queue.enqueue(view(2));
    await queue.flush();
    expect(transport).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(0);
  });

  it('treats a transport that throws as a retry, never as a crash', async () => {
    const queue = new AnalyticsQueue(() => Promise.reject(new Error('offline')));
    queue.enqueue(view(1));
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size).toBe(1);
  });

  it('keeps only the newest events when it is full', () => {
    const queue = new AnalyticsQueue(recordingTransport().transport, { maxQueued: 3 });
    for (let i = 0; i < 5; i += 1) queue.enqueue(view(i));
    expect(queue.size).toBe(3);
  });

  it('hands every batch over with keepalive as the page goes away', async () => {
    const { sent, transport } = recordingTransport();
    const queue = new AnalyticsQueue(transport, { maxBatch: 2 });
    [1, 2, 3].forEach((n) => queue.enqueue(view(n)));
    await queue.flush({ keepalive: true });
    expect(sent.map((s) => [s.batch.events.length, s.keepalive])).toEqual([
      [2, true],
      [1, true],
    ]);
    expect(queue.size).toBe(0);
  });
});
