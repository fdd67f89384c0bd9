import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { billableProductsOf, type ProductLine } from '@trivia/contracts';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { SubscriptionEntity } from './subscription.entity';

/** Subscriptions that never got paid for: not "the customer's subscription" for any purpose. */
const NEVER_STARTED = ['incomplete', 'incomplete_expired'] as const;

/**
 * The two product lines a member can subscribe to side by side: a site plan (PLANS) and a developer API tier
 * (API_TIERS). Each line has its own current subscription.
 */
export type { ProductLine };

/** The read side of subscriptions, exported for other domains (entitlements, admin). */
@Injectable()
export class SubscriptionsService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /**
   * A user's current subscription: the newest one that was ever paid for, whatever its status now (a canceled
   * one still says "Cancelled" on /billing); null for a user who never subscribed. The site plan by default, or
   * the developer API tier.
   */
  current(userId: string, line: ProductLine = 'site'): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOne({
      where: { userId, status: Not(In([...NEVER_STARTED])), planId: In(billableProductsOf(line)) as never },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * The money-back guarantee is once per member per product line: has any of their subscriptions on this line
   * been refunded in full? (A refunded site plan does not use up the guarantee on a first API tier.)
   */
  async moneyBackUsed(userId: string, line: ProductLine = 'site'): Promise<boolean> {
    return this.subscriptions.existsBy({
      userId,
      refundedAt: Not(IsNull()),
      planId: In(billableProductsOf(line)) as never,
    });
  }
}
