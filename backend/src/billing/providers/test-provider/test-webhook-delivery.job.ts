import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../infra/config/config';
import { defineJob, JOB_QUEUE, type JobOptions, type JobQueue } from '../../../infra/jobs/job-queue';
import { signWebhookPayload } from '../webhook-signature';

/**
 * The test provider's webhook, delivered through the job queue instead of HTTP: the billing domain registers
 * the handler, which signs the body as it delivers it (as Stripe signs each delivery attempt) and runs the same
 * ingest as POST /api/billing/webhook, signature check included. A delivery that waited in the queue longer than
 * a signature stays fresh is therefore still accepted. (`signature` is read from jobs queued before this change
 * and ignored.)
 */
export const TEST_WEBHOOK_DELIVERY = defineJob(
  'billing.test-webhook-delivery',
  z.object({ rawBody: z.string().min(2), signature: z.string().min(1).optional() }),
);

/** For the handler's registration: retries back off 2, 4, 8 and 16 s. */
export const TEST_WEBHOOK_DELIVERY_OPTIONS: JobOptions = { attempts: 5, backoffMs: 2000, concurrency: 2 };

/** Queues each event's delivery; the job id is the event id, so it is queued once. */
@Injectable()
export class TestWebhookSender {
  private readonly logger = new Logger(TestWebhookSender.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  get secret(): string {
    if (this.config.payments.kind !== 'test') throw new Error('The test provider is not active');
    return this.config.payments.webhookSecret;
  }

  /** The Stripe-Signature header for a delivery made now. */
  signNow(rawBody: string): string {
    return signWebhookPayload(rawBody, this.secret);
  }

  async deliver(events: readonly { id: string; type: string }[]): Promise<void> {
    for (const event of events) {
      const rawBody = JSON.stringify(event);
      try {
        await this.jobs.enqueue(TEST_WEBHOOK_DELIVERY, { rawBody }, { jobId: event.id });
      } catch (error) {
        // Like a provider whose webhook is down: our side still re-reads on the success page and on the next event.
        this.logger.error(`Test webhook ${event.type} ${event.id} not queued: ${(error as Error).message}`);
      }
    }
  }
}
