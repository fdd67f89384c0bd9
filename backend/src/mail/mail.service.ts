import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboxMessage } from '@trivia/contracts';
import type { Repository } from 'typeorm';
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
    const status = this.delivery.enabled ? 'queued' : 'outbox';
    const { identifiers } = await this.outbox.insert({ ...message, status, attempts: 0 });
    if (this.delivery.enabled) await this.delivery.deliverLater(identifiers[0]!.id as string);
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
