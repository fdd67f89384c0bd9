import { Inject, Injectable, Logger, type OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { JOB_QUEUE, type JobQueue, PermanentJobError } from '../../infra/jobs/job-queue';
import {
  HANDLED_EVENT_TYPES,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from '../providers/payment-provider';
import {
  TEST_WEBHOOK_DELIVERY,
  TEST_WEBHOOK_DELIVERY_OPTIONS,
  TestWebhookSender,
} from '../providers/test-provider/test-webhook-delivery.job';
import { BillingSyncService } from '../sync/billing-sync.service';
import {
  BILLING_EVENT_ATTEMPTS,
  BILLING_EVENT_JOB,
  type BillingEventPayload,
  billingEventJobId,
} from './billing-event.job';

export type IngestOutcome = 'queued' | 'duplicate' | 'ignored';

const HANDLED = new Set<string>(HANDLED_EVENT_TYPES);

/**
 * Webhook ingest, for Stripe's POSTs and the test provider's deliveries alike: check the signature over the raw
 * body, record the event id under its unique key, and hand it to the job queue. A duplicate of a handled event
 * stops at the record; one whose handler failed is queued again, so the provider's redelivery runs it again.
 */
@Injectable()
export class WebhookIngestService implements OnModuleInit {
  private readonly logger = new Logger(WebhookIngestService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sync: BillingSyncService,
    @Optional() private readonly testWebhooks?: TestWebhookSender,
  ) {}

  onModuleInit(): void {
    this.jobs.register(BILLING_EVENT_JOB, (payload) => this.handle(payload), {
      attempts: BILLING_EVENT_ATTEMPTS,
      backoffMs: 1000,
    });
    // The test provider delivers its signed webhooks through the job queue rather than over HTTP.
    const testWebhooks = this.testWebhooks;
    if (this.provider.name === 'test') {
      if (!testWebhooks) throw new Error('The test payment provider is active but its webhook sender is not provided');
      this.jobs.register(
        TEST_WEBHOOK_DELIVERY,
        ({ rawBody }) => this.receiveTestDelivery({ rawBody, signature: testWebhooks.signNow(rawBody) }),
        TEST_WEBHOOK_DELIVERY_OPTIONS,
      );
    }
  }

  /**
   * The same ingest as the HTTP route, signed as it is delivered; a bad signature will not get better on a retry.
   */
  async receiveTestDelivery({ rawBody, signature }: { rawBody: string; signature: string }): Promise<void> {
    try {
      await this.ingest(Buffer.from(rawBody, 'utf8'), signature);
    } catch (error) {
      if (error instanceof AppException && error.code === 'VAL_001') throw new PermanentJobError(error.message);
      throw error;
    }
  }

  /** Throws 400 VAL_001 (and records nothing) when the signature is missing, wrong or too old. */
  async ingest(rawBody: Buffer | undefined, signature: string | undefined): Promise<IngestOutcome> {
    const event = this.verify(rawBody, signature);
    if (!HANDLED.has(event.type)) return 'ignored';
    const [row] = (await this.dataSource.query(
      `WITH inserted AS (
         INSERT INTO billing_events (provider, event_id, type) VALUES ($1, $2, $3)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING processed_at, attempts)
       SELECT processed_at, attempts FROM inserted
       UNION ALL
       SELECT processed_at, attempts FROM billing_events WHERE provider = $1 AND event_id = $2
       LIMIT 1`,
      [this.provider.name, event.id, event.type],
    )) as { processed_at: Date | null; attempts: number }[];
    if (row?.processed_at) return 'duplicate';
    const payload: BillingEventPayload = {
      provider: this.provider.name,
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      objectId: event.objectId,
      subscriptionId: event.subscriptionId,
      invoiceId: event.invoiceId,
      customerId: event.customerId,
    };
    await this.jobs.enqueue(BILLING_EVENT_JOB, payload, {
      jobId: billingEventJobId(this.provider.name, event.id, row?.attempts ?? 0),
    });
    return 'queued';
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): ProviderEvent {
    if (!rawBody || rawBody.length === 0) throw new AppException('VAL_001', 'Webhook body is missing');
    try {
      return this.provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.logger.warn(`Webhook refused: ${error.message}`);
        throw new AppException('VAL_001', 'Invalid webhook signature');
      }
      throw error;
    }
  }

  /** The job: safe to run twice (a handled event stops at once; the sync itself converges). */
  async handle(payload: BillingEventPayload): Promise<void> {
    const key = [payload.provider, payload.id];
    const [row] = (await this.dataSource.query(
      'SELECT processed_at FROM billing_events WHERE provider = $1 AND event_id = $2',
      key,
    )) as { processed_at: Date | null }[];
    if (row?.processed_at) return;
    try {
      const { provider: _provider, ...event } = payload;
      await this.sync.applyEvent({ ...event, createdAt: new Date(payload.createdAt) });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      await this.dataSource.query(
        'UPDATE billing_events SET attempts = attempts + 1, last_error = $3 WHERE provider = $1 AND event_id = $2',
        [...key, message.slice(0, 2000)],
      );
      throw error;
    }
    await this.dataSource.query(
      `UPDATE billing_events SET processed_at = now(), attempts = attempts + 1, last_error = NULL
       WHERE provider = $1 AND event_id = $2`,
      key,
    );
  }
}
