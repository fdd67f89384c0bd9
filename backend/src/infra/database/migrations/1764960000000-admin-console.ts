import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console (issue 13): accounts an admin can disable and whose last login they can see, and the audit
 * log every admin change writes in the same transaction as the change. The log keeps the admin's id and e-mail
 * as they were (no foreign key): it must outlive a deleted account.
 */
export class AdminConsole1764960000000 implements MigrationInterface {
  name = 'AdminConsole1764960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN last_login_at timestamptz`);
    await q.query(`CREATE INDEX users_created_idx ON users (created_at DESC, id)`);
    await q.query(`CREATE TABLE admin_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      at timestamptz NOT NULL DEFAULT now(),
      admin_id uuid NOT NULL,
      admin_email text NOT NULL,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      target_label text NOT NULL,
      before jsonb,
      after jsonb,
      request_id text NOT NULL
    )`);
    await q.query(`CREATE INDEX admin_audit_at_idx ON admin_audit_log (at DESC, id)`);
    await q.query(`CREATE INDEX admin_audit_action_idx ON admin_audit_log (action, at DESC)`);
    await q.query(`CREATE INDEX admin_audit_admin_idx ON admin_audit_log (admin_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_audit_log`);
    await q.query(`DROP INDEX users_created_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN last_login_at`);
    await q.query(`ALTER TABLE users DROP COLUMN disabled_at`);
  }
}
