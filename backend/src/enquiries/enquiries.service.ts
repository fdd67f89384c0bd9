import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { ENQUIRY_RATE, type EnquiryInput, type EnquiryReceipt } from '@trivia/contracts';
import type { DataSource, Repository } from 'typeorm';
import type { Principal } from '../identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { MailService } from '../mail/mail.service';
import { acknowledgement, adminNotice } from './enquiry-mail';
import { EnquiryEntity } from './enquiry.entity';

/** Enquiries from one network address, counted on every node: a slip corrected, not a flood. */
export const ENQUIRIES_PER_IP: RateLimitPolicy = {
  name: 'enquiries-ip-hour',
  points: ENQUIRY_RATE.perIpPerHour,
  windowSeconds: 60 * 60,
  scope: 'shared',
};

/** Enquiries naming one e-mail address: each one mails that address, so a stranger cannot flood someone's inbox. */
export const ENQUIRIES_PER_EMAIL: RateLimitPolicy = {
  name: 'enquiries-email-day',
  points: ENQUIRY_RATE.perEmailPerDay,
  windowSeconds: 24 * 60 * 60,
  scope: 'shared',
};

/** A visitor's side of enquiries: sending one, which stores it, tells the admins and thanks the sender. */
@Injectable()
export class EnquiriesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  async submit(input: EnquiryInput, ip: string, principal: Principal): Promise<EnquiryReceipt> {
    // The address first, honeypot or not: a bot that fills the hidden field is still held to the address's budget.
    assertAllowed(
      await this.limiter.consume(ENQUIRIES_PER_IP, ip),
      'RATE_001',
      `You can send ${ENQUIRY_RATE.perIpPerHour} enquiries an hour`,
    );
    const { consent: _, website, ...fields } = input;
    // A bot filled the field people never see: it is told what a person is told, and nothing is kept or sent.
    if (website) return { received: true };
    assertAllowed(
      await this.limiter.consume(ENQUIRIES_PER_EMAIL, fields.email.toLowerCase()),
      'RATE_001',
      `You can send ${ENQUIRY_RATE.perEmailPerDay} enquiries a day from one e-mail address`,
    );
    await this.enquiries.insert({ ...fields, userId: principal.kind === 'member' ? principal.userId : null });
    // The enquiry is kept before any mail: should the outbox fail, the admins still find it in /admin.
    for (const admin of await this.adminEmails()) {
      await this.mail.send(adminNotice(fields, admin, this.config.publicUrl));
    }
    await this.mail.send(acknowledgement(fields));
    return { received: true };
  }

  /** Every enabled admin account: the people who follow enquiries up. */
  private async adminEmails(): Promise<string[]> {
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT email FROM users WHERE role = 'ADMIN' AND disabled_at IS NULL ORDER BY email`,
    );
    return rows.map((row) => row.email);
  }
}
