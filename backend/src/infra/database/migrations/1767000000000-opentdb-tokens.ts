import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Session tokens of the Open Trivia DB–compatible surface (issue 15 §2) and the questions each has been given,
 * so a token never repeats one until it is reset. Idle tokens are swept after six hours, as on opentdb.com.
 */
export class OpenTdbTokens1767000000000 implements MigrationInterface {
  name = 'OpenTdbTokens1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE opentdb_tokens (
      token text PRIMARY KEY CHECK (token ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX opentdb_tokens_last_used_idx ON opentdb_tokens (last_used_at)`);
    await q.query(`CREATE TABLE opentdb_token_questions (
      token text NOT NULL REFERENCES opentdb_tokens(token) ON DELETE CASCADE,
      question_id text NOT NULL,
      PRIMARY KEY (token, question_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE opentdb_token_questions`);
    await q.query(`DROP TABLE opentdb_tokens`);
  }
}
