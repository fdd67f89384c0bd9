import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { SubscriptionEntity } from './subscription.entity';

/** Subscriptions that never got paid for: not "the customer's subscription" for any purpose. */
const NEVER_STARTED = ['incomplete', 'incomplete_expired'] as const;

/** The read side of subscriptions, exported for other domains (entitlements, admin). */
@Injectable()
export class SubscriptionsService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /**
   * A user's current subscription: the newest one that was ever paid for, whatever its status now (a canceled
   * one still says "Cancelled" on /billing); null for a user who never subscribed.
   */
  current(userId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOne({
      where: { userId, status: Not(In([...NEVER_STARTED])) },
      order: { createdAt: 'DESC' },
    });
  }

  /** The money-back guarantee is once per member: has any of their subscriptions been refunded in full? */
  async moneyBackUsed(userId: string): Promise<boolean> {
    return this.subscriptions.existsBy({ userId, refundedAt: Not(IsNull()) });
  }
}
