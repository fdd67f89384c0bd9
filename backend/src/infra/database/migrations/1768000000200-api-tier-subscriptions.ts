import type { MigrationInterface, QueryRunner } from 'typeorm';

const SITE_PLANS = `'essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly'`;
const API_TIERS = `'api-starter', 'api-pro'`;

/**
 * API tiers bought through billing (issue 15): a subscription's plan_id may now name a paid developer API tier
 * beside the site's paid plans (the check constraint widens to both lines). `paid_recorded_at` marks that the
 * subscription's first payment has been counted in analytics (the api_tier_upgrade conversion), so replayed
 * webhooks and concurrent syncs count it once.
 */
export class ApiTierSubscriptions1768000000200 implements MigrationInterface {
  name = 'ApiTierSubscriptions1768000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_plan_id_check`);
    await q.query(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan_id_check CHECK (plan_id IN (${SITE_PLANS}, ${API_TIERS}))`,
    );
    await q.query(`ALTER TABLE subscriptions ADD COLUMN paid_recorded_at timestamptz`);
  }

  /** Going back forgets API tier subscriptions (their invoices stay, detached), since the old check forbids them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP COLUMN paid_recorded_at`);
    await q.query(`DELETE FROM subscriptions WHERE plan_id IN (${API_TIERS})`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_plan_id_check`);
    await q.query(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan_id_check CHECK (plan_id IN (${SITE_PLANS}))`,
    );
  }
}
