import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions of the developer API (issue 15 §1): each belongs to the API key that made it and lives as long as the
 * key (deleting the key deletes them; a revoked key's sessions answer 404 and are swept). The questions a session
 * has served are rows of their own, written in the transaction that chooses them, so no call repeats one.
 */
export class ApiSessions1768000000100 implements MigrationInterface {
  name = 'ApiSessions1768000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX api_sessions_key_idx ON api_sessions (key_id)`);
    await q.query(`CREATE TABLE api_session_questions (
      session_id uuid NOT NULL REFERENCES api_sessions(id) ON DELETE CASCADE,
      question_id text NOT NULL,
      served_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, question_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_session_questions`);
    await q.query(`DROP TABLE api_sessions`);
  }
}
