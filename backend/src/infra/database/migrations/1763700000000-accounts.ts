import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, MFA, login throttling, mail outbox, feature flags and analytics events. */
export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      full_name text NOT NULL,
      business_name text,
      role text NOT NULL DEFAULT 'FREE' CHECK (role IN ('ADMIN', 'SUBSCRIBER', 'FREE')),
      is_premium boolean NOT NULL DEFAULT false,
      email_verified_at timestamptz,
      mfa_enabled boolean NOT NULL DEFAULT false,
      mfa_secret text,
      mfa_pending_secret text,
      mfa_last_step bigint,
      preferred_vertical text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE TABLE mfa_backup_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX mfa_backup_codes_user_idx ON mfa_backup_codes (user_id)`);
    await q.query(`CREATE TABLE sessions (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);
    await q.query(`CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      account_key text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX login_failures_account_idx ON login_failures (account_key, created_at)`);
    await q.query(`CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at)`);
    await q.query(`CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      delivered_via text NOT NULL CHECK (delivered_via IN ('outbox', 'smtp')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);
    await q.query(`CREATE TABLE feature_flags (
      name text PRIMARY KEY,
      description text NOT NULL DEFAULT '',
      enabled boolean NOT NULL DEFAULT false,
      rollout_percentage integer NOT NULL DEFAULT 0 CHECK (rollout_percentage BETWEEN 0 AND 100),
      target_roles text[] NOT NULL DEFAULT '{}',
      target_user_ids text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE analytics_events (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      properties jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX analytics_events_name_idx ON analytics_events (name, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'analytics_events',
      'feature_flags',
      'mail_outbox',
      'login_failures',
      'sessions',
      'mfa_backup_codes',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
