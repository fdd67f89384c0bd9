import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revision practice quizzes (issue 16 §1): a player's quiz from one GCSE or A-level set, the bank questions drawn
 * for it and the answers marked so far. The player's own (guest or member); kept 30 days.
 */
export class RevisionPractice1768000000500 implements MigrationInterface {
  name = 'RevisionPractice1768000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE revision_practice_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      player_key text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      subject text NOT NULL,
      level text NOT NULL,
      style text NOT NULL CHECK (style IN ('choices', 'typed')),
      question_ids text[] NOT NULL,
      answers jsonb NOT NULL DEFAULT '[]',
      score integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX revision_practice_player_idx ON revision_practice_attempts (player_key)`);
    await q.query(`CREATE INDEX revision_practice_created_idx ON revision_practice_attempts (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE revision_practice_attempts`);
  }
}
