import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { defineJob, JOB_QUEUE, type JobContext, type JobQueue } from '../infra/jobs/job-queue';
import { MailOutboxEntity } from './mail-outbox.entity';

export const MAIL_SEND_JOB = defineJob('mail.send', z.object({ messageId: z.uuid() }));

/**
 * Hands outbox rows to the SMTP server through the job queue: a refused or unreachable server is tried again
 * with back-off (MAIL_SEND_ATTEMPTS, MAIL_RETRY_DELAY_MS), and the row records each attempt and its error.
 */
@Injectable()
export class MailDeliveryService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  /** False without SMTP_URL: mail is then only kept in the outbox. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  onModuleInit(): void {
    if (!this.transport) return;
    this.jobs.register(MAIL_SEND_JOB, ({ messageId }, context) => this.deliver(messageId, context), {
      attempts: this.config.mailSendAttempts,
      backoffMs: this.config.mailRetryDelayMs,
      concurrency: 2,
    });
  }

  /**
   * Mail still `queued` from before this start may have lost its job: the in-process queue ends with the
   * process. Queuing it again is safe: the job id is the row's, so a job still waiting in Redis is not doubled,
   * and a job for a row that is sent by the time it runs stops at once.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.transport) return;
    try {
      const rows = await this.outbox.find({
        select: { id: true },
        where: { status: 'queued' },
        order: { createdAt: 'ASC' },
      });
      for (const { id } of rows) await this.jobs.enqueue(MAIL_SEND_JOB, { messageId: id }, { jobId: `mail-${id}` });
      if (rows.length > 0) this.logger.log(`${rows.length} unsent mail(s) from before this start queued again`);
    } catch (error) {
      // They stay `queued` in the outbox: the next start tries again.
      this.logger.warn(`Unsent mail not queued again: ${(error as Error).message}`);
    }
  }

  /** Queues the row for sending; if even that fails (Redis down), the row says so rather than waiting forever. */
  async deliverLater(messageId: string): Promise<void> {
    try {
      await this.jobs.enqueue(MAIL_SEND_JOB, { messageId }, { jobId: `mail-${messageId}` });
    } catch (error) {
      const reason = `could not be queued: ${(error as Error).message}`;
      this.logger.error(`Mail ${messageId} ${reason}`);
      await this.outbox.update(messageId, { status: 'failed', lastError: reason });
    }
  }

  private async deliver(messageId: string, context: JobContext): Promise<void> {
    const row = await this.outbox.findOneBy({ id: messageId });
    // Delivery is at least once: a run repeated after a crash finds the row already sent and stops.
    if (!row || row.status !== 'queued') return;
    try {
      await this.transport!.sendMail({ from: this.config.mailFrom, to: row.to, subject: row.subject, text: row.text });
    } catch (error) {
      const lastError = (error as Error).message;
      const final = context.attempt >= context.maxAttempts;
      this.logger.warn(`SMTP attempt ${context.attempt}/${context.maxAttempts} to ${row.to} failed: ${lastError}`);
      await this.outbox.update(row.id, { attempts: context.attempt, lastError, status: final ? 'failed' : 'queued' });
      throw error;
    }
    await this.outbox.update(row.id, {
      status: 'sent',
      attempts: context.attempt,
      lastError: null,
      sentAt: new Date(),
    });
  }

  /** After the queue has stopped (before application shutdown), so a mail being sent can finish. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
