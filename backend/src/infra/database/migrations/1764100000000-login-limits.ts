import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed logins are counted by the rate limiter now (Redis or in process), per e-mail and source with back-off. */
export class LoginLimits1764100000000 implements MigrationInterface {
  name = 'LoginLimits1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      account_key text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX login_failures_account_idx ON login_failures (account_key, created_at)`);
    await q.query(`CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at)`);
  }
}
