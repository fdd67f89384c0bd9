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

/** A current subscription's plan, status and the end of its paid period (epoch ms). */
export interface CurrentSubscriptionFacts {
  planId: string;
  status: SubscriptionEntity['status'];
  currentPeriodEnd: number | null;
}

/** A row of `currentSubscriptionSql`'s columns (null columns when joined to an account without one). */
export interface CurrentSubscriptionRow {
  plan_id: string | null;
  status: SubscriptionEntity['status'] | null;
  current_period_end: Date | null;
}

/**
 * The SQL of `current` for a query that needs it beside other rows (one round trip, not two): the columns and the
 * WHERE (newest first, one row) for subscriptions aliased `alias` of the account `userId` (an SQL expression), with
 * parameters numbered from `$from`. Join it as `LEFT JOIN LATERAL (SELECT … WHERE …) s ON true`.
 */
export function currentSubscriptionSql(alias: string, userId: string, from: number, line: ProductLine) {
  return {
    columns: `${alias}.plan_id, ${alias}.status, ${alias}.current_period_end`,
    whereNewest:
      `${alias}.user_id = ${userId} AND ${alias}.status <> ALL($${from}::text[]) ` +
      `AND ${alias}.plan_id = ANY($${from + 1}::text[]) ORDER BY ${alias}.created_at DESC LIMIT 1`,
    parameters: [NEVER_STARTED, billableProductsOf(line)],
  };
}

/** The facts of a `currentSubscriptionSql` row, or null when the account has no current subscription. */
export function currentSubscriptionFacts(row: CurrentSubscriptionRow | undefined): CurrentSubscriptionFacts | null {
  if (!row?.plan_id || !row.status) return null;
  return { planId: row.plan_id, status: row.status, currentPeriodEnd: row.current_period_end?.getTime() ?? null };
}

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
   * What decides access, of the subscription `current` returns: its plan, status and paid-up date. One plain query
   * (no entity built), for reads on every call: the developer API's tier behind each key it checks.
   */
  async currentFacts(userId: string, line: ProductLine = 'site'): Promise<CurrentSubscriptionFacts | null> {
    const current = currentSubscriptionSql('s', '$1', 2, line);
    const rows: CurrentSubscriptionRow[] = await this.subscriptions.query(
      `SELECT ${current.columns} FROM subscriptions s WHERE ${current.whereNewest}`,
      [userId, ...current.parameters],
    );
    return currentSubscriptionFacts(rows[0]);
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
