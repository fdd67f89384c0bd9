import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { PaymentProviderUnavailableError } from '../providers/payment-provider';
import type { BillingSyncService } from '../sync/billing-sync.service';
import { FakePaymentProvider } from '../testing/fake-payment-provider';
import { BILLING_EVENT_JOB, type BillingEventPayload } from './billing-event.job';
import { WebhookIngestService } from './webhook-ingest.service';

const event = {
  id: 'evt_1',
  type: 'invoice.paid',
  createdAt: '2026-03-01T10:00:00.000Z',
  objectId: 'in_1',
  subscriptionId: 'sub_1',
  invoiceId: 'in_1',
  customerId: 'cus_1',
};
const body = (overrides: object = {}) => Buffer.from(JSON.stringify({ ...event, ...overrides }));

function makeSut(recorded: { processed_at: Date | null; attempts: number } = { processed_at: null, attempts: 0 }) {
  const mocks = {
    provider: new FakePaymentProvider(),
    jobs: { register: jest.fn(), enqueue: jest.fn().mockResolvedValue('job') } as unknown as jest.Mocked<JobQueue>,
    dataSource: { query: jest.fn().mockResolvedValue([recorded]) } as unknown as jest.Mocked<DataSource>,
    sync: { applyEvent: jest.fn().mockResolvedValue(undefined) } as unknown as jest.Mocked<BillingSyncService>,
  };
  const sut = new WebhookIngestService(mocks.provider, mocks.jobs, mocks.dataSource, mocks.sync);
  return { sut, mocks };
}

beforeAll(() => Logger.overrideLogger(false));

describe('WebhookIngestService.ingest', () => {
  it('refuses a missing or wrong signature with 400 VAL_001 and records nothing', async () => {
    const { sut, mocks } = makeSut();
    for (const signature of [undefined, 'forged']) {
      await expect(sut.ingest(body(), signature)).rejects.toMatchObject({ code: 'VAL_001', status: 400 });
    }
    await expect(sut.ingest(Buffer.alloc(0), 'valid')).rejects.toMatchObject({ code: 'VAL_001' });
    expect(mocks.dataSource.query).not.toHaveBeenCalled();
    expect(mocks.jobs.enqueue).not.toHaveBeenCalled();
  });

  it('records a new event and queues it under its event id', async () => {
    const { sut, mocks } = makeSut();
    await expect(sut.ingest(body(), 'valid')).resolves.toBe('queued');
    expect(mocks.dataSource.query.mock.calls[0]![1]).toEqual(['test', 'evt_1', 'invoice.paid']);
    expect(mocks.jobs.enqueue).toHaveBeenCalledWith(
      BILLING_EVENT_JOB,
      { provider: 'test', ...event },
      {
        jobId: 'test.evt_1',
      },
    );
  });

  it('stops at the record for an event already handled', async () => {
    const { sut, mocks } = makeSut({ processed_at: new Date(), attempts: 1 });
    await expect(sut.ingest(body(), 'valid')).resolves.toBe('duplicate');
    expect(mocks.jobs.enqueue).not.toHaveBeenCalled();
  });

  it('queues a redelivered event whose handler failed again, as a job of its own', async () => {
    const { sut, mocks } = makeSut({ processed_at: null, attempts: 5 });
    await expect(sut.ingest(body(), 'valid')).resolves.toBe('queued');
    expect(mocks.jobs.enqueue.mock.calls[0]![2]).toEqual({ jobId: 'test.evt_1.redelivery-5' });
  });

  it('ignores event types it does not handle, without recording them', async () => {
    const { sut, mocks } = makeSut();
    await expect(sut.ingest(body({ type: 'customer.created' }), 'valid')).resolves.toBe('ignored');
    expect(mocks.dataSource.query).not.toHaveBeenCalled();
  });
});

describe('WebhookIngestService.handle (the job)', () => {
  const payload: BillingEventPayload = { provider: 'test', ...event };

  it('syncs, then marks the event processed', async () => {
    const { sut, mocks } = makeSut();
    await sut.handle(payload);
    expect(mocks.sync.applyEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'evt_1', objectId: 'in_1' }));
    expect(mocks.dataSource.query.mock.calls.at(-1)![0]).toContain('processed_at = now()');
  });

  it('does nothing for an event already processed (a job run twice)', async () => {
    const { sut, mocks } = makeSut({ processed_at: new Date(), attempts: 1 });
    await sut.handle(payload);
    expect(mocks.sync.applyEvent).not.toHaveBeenCalled();
  });

  it('leaves a failed event unprocessed with its error, and throws so the queue retries', async () => {
    const { sut, mocks } = makeSut();
    mocks.sync.applyEvent.mockRejectedValueOnce(new PaymentProviderUnavailableError('provider down'));
    await expect(sut.handle(payload)).rejects.toThrow('provider down');
    const [sql, params] = mocks.dataSource.query.mock.calls.at(-1)!;
    expect(sql).toContain('attempts = attempts + 1, last_error = $3');
    expect(sql).not.toContain('processed_at = now()');
    expect(params).toEqual(['test', 'evt_1', 'provider down']);
  });
});
