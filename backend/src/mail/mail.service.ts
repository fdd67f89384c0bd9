import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboxMessage } from '@trivia/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { MailDeliveryService } from './mail-delivery.service';
import { MailOutboxEntity } from './mail-outbox.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Every message is kept in the outbox the admin reads; with SMTP_URL set, a mail.send job then delivers it. */
@Injectable()
export class MailService {
  constructor(
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
    private readonly delivery: MailDeliveryService,
  ) {}

  /** Returns once the message is recorded (and queued): sending happens in the background, with retries. */
  async send(message: MailMessage): Promise<void> {
    await this.deliver(await this.record(this.outbox.manager, [message]));
  }

  /**
   * Records messages in the outbox within `manager`'s transaction, so they exist exactly when what they are about
   * does; hand the ids to `deliver` once that transaction has committed (a job must not look for a row not yet there).
   */
  async record(manager: EntityManager, messages: readonly MailMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const status = this.delivery.enabled ? ('queued' as const) : ('outbox' as const);
    const rows = messages.map((message) => ({ ...message, status, attempts: 0 }));
    const { identifiers } = await manager.getRepository(MailOutboxEntity).insert(rows);
    return identifiers.map((identifier) => identifier.id as string);
  }

  /** Queues recorded messages for sending (with SMTP_URL set; otherwise they stay in the outbox the admin reads). */
  async deliver(ids: readonly string[]): Promise<void> {
    if (!this.delivery.enabled) return;
    for (const id of ids) await this.delivery.deliverLater(id);
  }

  async recent(limit = 100): Promise<OutboxMessage[]> {
    const rows = await this.outbox.find({ order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      deliveredVia: row.status === 'sent' ? 'smtp' : 'outbox',
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
