import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { BILLABLE_PRODUCT_IDS, billableProduct } from '@trivia/contracts';
import { Between, type DataSource, In, type Repository } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { defineJob, JOB_QUEUE, type JobQueue } from '../../infra/jobs/job-queue';
import { MailService } from '../../mail/mail.service';
import { UserEntity } from '../../users/user.entity';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { isDueForReminder, REMINDER_DAYS_BEFORE, renewalReminderMail } from './renewal-reminder';

export const RENEWAL_REMINDERS_JOB = defineJob('billing.renewal-reminders', z.strictObject({}));

/** Yearly plans of either line (the API tiers are monthly today; a yearly one would be reminded the same way). */
const YEARLY_PLANS = BILLABLE_PRODUCT_IDS.filter((id) => billableProduct(id).interval === 'year');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every morning, one e-mail per yearly renewal due within the week, saying what it costs and how to cancel. */
@Injectable()
export class RenewalRemindersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RenewalRemindersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly mail: MailService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.register(RENEWAL_REMINDERS_JOB, async () => {
      await this.sendDue();
    });
    await this.jobs.schedule(RENEWAL_REMINDERS_JOB, 'daily', { cron: '0 9 * * *', timeZone: 'Europe/London' }, {});
  }

  /** Safe to run at any time and on several nodes: each renewal is claimed before its mail is written. */
  async sendDue(now = Date.now()): Promise<number> {
    const candidates = await this.subscriptions.find({
      where: {
        planId: In(YEARLY_PLANS),
        status: In(['active', 'trialing']),
        cancelAtPeriodEnd: false,
        currentPeriodEnd: Between(new Date(now), new Date(now + REMINDER_DAYS_BEFORE * DAY_MS)),
      },
    });
    let sent = 0;
    for (const subscription of candidates.filter((candidate) => isDueForReminder(candidate, now))) {
      if (await this.claim(subscription)) {
        const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: subscription.userId });
        if (!user) continue;
        await this.mail.send(renewalReminderMail(subscription, user, this.config.publicUrl));
        sent += 1;
      }
    }
    if (sent > 0) this.logger.log(`Renewal reminders sent: ${sent} (renewals within ${REMINDER_DAYS_BEFORE} days)`);
    return sent;
  }

  /** Marks this period as reminded, unless another run already did. */
  private async claim(subscription: SubscriptionEntity): Promise<boolean> {
    const result = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ renewalReminderFor: subscription.currentPeriodEnd })
      .where('id = :id AND renewal_reminder_for IS DISTINCT FROM :end', {
        id: subscription.id,
        end: subscription.currentPeriodEnd,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
