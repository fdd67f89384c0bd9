import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API tiers bought through billing (issue 15; the plan check already takes the tier ids, 1768000000001):
 * `paid_recorded_at` marks that the subscription's first payment has been counted in analytics (the
 * api_tier_upgrade conversion), so replayed webhooks and concurrent syncs count it once.
 */
export class ApiTierSubscriptions1768000000200 implements MigrationInterface {
  name = 'ApiTierSubscriptions1768000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions ADD COLUMN paid_recorded_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP COLUMN paid_recorded_at`);
  }
}
