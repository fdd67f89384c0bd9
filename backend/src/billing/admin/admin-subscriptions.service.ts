import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminSubscriptions } from '@trivia/contracts';
import type { Repository } from 'typeorm';
import { UserEntity } from '../../users/user.entity';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { adminSubscriptions } from './subscription-revenue';

/** Newest first; at most this many rows (the totals count every subscription). */
const ROWS_SHOWN = 500;

@Injectable()
export class AdminSubscriptionsService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  async list(): Promise<AdminSubscriptions> {
    const rows = await this.subscriptions
      .createQueryBuilder('s')
      .innerJoin(UserEntity, 'u', 'u.id = s.user_id')
      .addSelect('u.email', 'email')
      .orderBy('s.created_at', 'DESC')
      .getRawAndEntities();
    const emails = new Map((rows.raw as { s_id: string; email: string }[]).map((raw) => [raw.s_id, raw.email]));
    const withEmail = rows.entities.map((subscription) => ({ subscription, email: emails.get(subscription.id) ?? '' }));
    const summary = adminSubscriptions(withEmail, Date.now());
    return { ...summary, rows: summary.rows.slice(0, ROWS_SHOWN) };
  }
}
