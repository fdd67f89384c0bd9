import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ENQUIRY_RATE, type EnquiryInput, type EnquiryReceipt } from '@trivia/contracts';
import type { DataSource, EntityManager } from 'typeorm';
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
    // The enquiry and its mails (a notice to each admin, the sender's acknowledgement) are kept together or not at all:
    // a sender told "something went wrong" may try again without the admins finding it twice.
    const mails = await this.dataSource.transaction(async (manager) => {
      await manager.insert(EnquiryEntity, { ...fields, userId: principal.kind === 'member' ? principal.userId : null });
      const notices = (await this.adminEmails(manager)).map((admin) =>
        adminNotice(fields, admin, this.config.publicUrl),
      );
      return this.mail.record(manager, [...notices, acknowledgement(fields)]);
    });
    await this.mail.deliver(mails);
    return { received: true };
  }

  /** Every enabled admin account: the people who follow enquiries up. */
  private async adminEmails(manager: EntityManager): Promise<string[]> {
    const rows: { email: string }[] = await manager.query(
      `SELECT email FROM users WHERE role = 'ADMIN' AND disabled_at IS NULL ORDER BY email`,
    );
    return rows.map((row) => row.email);
  }
}
