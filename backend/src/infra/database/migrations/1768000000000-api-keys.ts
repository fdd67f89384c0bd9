import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Developer API keys and their daily usage (issue 15 §1). A key is kept only as the SHA-256 of the whole key (40
 * random base62 characters make a slow hash pointless) with its first characters and last four for display.
 * Usage is one row per key per UTC day: requests served and requests refused (by a limit or the key's origins).
 */
export class ApiKeys1768000000000 implements MigrationInterface {
  name = 'ApiKeys1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('secret', 'publishable')),
      prefix text NOT NULL,
      last4 text NOT NULL,
      key_hash text NOT NULL,
      allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX api_keys_hash_idx ON api_keys (key_hash)`);
    await q.query(`CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC)`);
    await q.query(`CREATE TABLE api_usage_daily (
      key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
      day date NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      requests integer NOT NULL DEFAULT 0,
      refused integer NOT NULL DEFAULT 0,
      PRIMARY KEY (key_id, day)
    )`);
    await q.query(`CREATE INDEX api_usage_daily_user_idx ON api_usage_daily (user_id, day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_usage_daily`);
    await q.query(`DROP TABLE api_keys`);
  }
}
