import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription may name a paid developer API tier (issue 15): API tiers are a product line beside the site's
 * plans, and ApiTierService reads a member's tier from their API subscription. The plan check learns the two ids.
 */
export class ApiTierPlanIds1768000000001 implements MigrationInterface {
  name = 'ApiTierPlanIds1768000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT IF EXISTS subscriptions_plan_id_check`);
    await q.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan_id_check
      CHECK (plan_id IN ('essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly', 'api-starter', 'api-pro'))`);
  }

  /** Going back forgets API tier subscriptions (their invoices stay, detached), since the old check forbids them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM subscriptions WHERE plan_id IN ('api-starter', 'api-pro')`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT IF EXISTS subscriptions_plan_id_check`);
    await q.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_plan_id_check
      CHECK (plan_id IN ('essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly'))`);
  }
}
