import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account roles (issue 11): the stored role is only for authorisation now, ADMIN or MEMBER. SUBSCRIBER, FREE and
 * the premium flag are derived from the subscription (EntitlementsService), so a stored copy could only disagree
 * with what the customer paid for; they are dropped. Arena hosting, once for admins only, is open to every member
 * (the flag stays as a kill switch): a flag still at its old seeded targeting is opened, one an admin changed is not.
 */
export class AccountRoles1764810000000 implements MigrationInterface {
  name = 'AccountRoles1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await q.query(`UPDATE users SET role = 'MEMBER' WHERE role <> 'ADMIN'`);
    await q.query(`ALTER TABLE users ALTER COLUMN role SET DEFAULT 'MEMBER'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN', 'MEMBER'))`);
    await q.query(`ALTER TABLE users DROP COLUMN is_premium`);
    await q.query(`
      UPDATE feature_flags SET rollout_percentage = 100, target_roles = '{}', updated_at = now()
      WHERE name = 'arena_multiplayer' AND rollout_percentage = 0 AND target_roles = '{ADMIN}'`);
  }

  /** Members go back to FREE and not premium: the subscriptions table still says who paid. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE feature_flags SET rollout_percentage = 0, target_roles = '{ADMIN}', updated_at = now()
      WHERE name = 'arena_multiplayer' AND rollout_percentage = 100 AND target_roles = '{}'`);
    await q.query(`ALTER TABLE users ADD COLUMN is_premium boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await q.query(`UPDATE users SET role = 'FREE' WHERE role = 'MEMBER'`);
    await q.query(`ALTER TABLE users ALTER COLUMN role SET DEFAULT 'FREE'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('ADMIN', 'SUBSCRIBER', 'FREE'))`);
  }
}
