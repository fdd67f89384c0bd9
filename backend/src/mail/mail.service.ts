import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboxMessage } from '@trivia/contracts';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { MailOutboxEntity } from './mail-outbox.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends through SMTP when SMTP_URL is set; every message is also kept in the outbox the admin can read. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    let deliveredVia: 'smtp' | 'outbox' = 'outbox';
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.mailFrom, ...message });
        deliveredVia = 'smtp';
      } catch (error) {
        // The outbox still keeps the message, so an admin can see what failed to go out.
        this.logger.error(`SMTP delivery to ${message.to} failed: ${(error as Error).message}`);
      }
    }
    await this.outbox.insert({ ...message, deliveredVia });
  }

  async recent(limit = 100): Promise<OutboxMessage[]> {
    const rows = await this.outbox.find({ order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      deliveredVia: row.deliveredVia,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async lastSentAt(to: string, subject: string): Promise<Date | null> {
    const row = await this.outbox.findOne({ where: { to, subject }, order: { createdAt: 'DESC' } });
    return row?.createdAt ?? null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
