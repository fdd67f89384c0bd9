import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { productLineOf } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../../analytics/analytics.service';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';

/**
 * The api_tier_upgrade conversion: recorded once per API tier subscription, when our mirror first sees it paid
 * for. The subscription row is claimed first (subscriptions.paid_recorded_at, set only where it is empty), so a
 * replayed webhook, a /billing read-back and a second node syncing at the same moment count it once; if the
 * event cannot be written the claim is released, so the webhook's retry records it.
 */
@Injectable()
export class ApiTierConversionsService {
  private readonly logger = new Logger(ApiTierConversionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analytics: AnalyticsService,
  ) {}

  /** Called after every sync with the row it wrote; does nothing for site plans and unpaid subscriptions. */
  async recordFirstPayment(subscription: SubscriptionEntity): Promise<boolean> {
    if (productLineOf(subscription.planId) !== 'api' || !subscription.firstPaidAt) return false;
    // Wrapped in a SELECT, as elsewhere: the driver answers a bare UPDATE with [rows, count] rather than the rows.
    const claimed: unknown[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE subscriptions SET paid_recorded_at = now()
         WHERE id = $1 AND first_paid_at IS NOT NULL AND paid_recorded_at IS NULL RETURNING id
       ) SELECT id FROM claimed`,
      [subscription.id],
    );
    if (claimed.length === 0) return false;
    try {
      await this.analytics.record('api_tier_upgrade', subscription.userId, { tier: subscription.planId });
      return true;
    } catch (error) {
      await this.dataSource.query(`UPDATE subscriptions SET paid_recorded_at = NULL WHERE id = $1`, [subscription.id]);
      this.logger.warn(`api_tier_upgrade for subscription ${subscription.id} not recorded; released for the retry`);
      throw error;
    }
  }
}
