import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community contributions (issue 14): questions members propose for the public bank, waiting for an admin, and
 * the contributor of a bank question that came from one. A deleted account takes its contributions with it; the
 * questions it gave the bank stay (past quizzes print them), no longer linked to anyone.
 */
export class Contributions1766000000100 implements MigrationInterface {
  name = 'Contributions1766000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE contributions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      type text NOT NULL CHECK (type IN ('text', 'multiple_choice', 'true_false')),
      category text NOT NULL,
      difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
      prompt text NOT NULL,
      answer text NOT NULL,
      aliases text[] NOT NULL DEFAULT '{}',
      options text[],
      source_url text NOT NULL,
      as_of text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      reviewed_at timestamptz,
      reviewed_by uuid,
      reason text,
      question_id text
    )`);
    await q.query(`CREATE INDEX contributions_status_idx ON contributions (status, created_at, id)`);
    await q.query(`CREATE INDEX contributions_user_idx ON contributions (user_id, created_at DESC)`);
    await q.query(`ALTER TABLE questions ADD COLUMN contributor_id uuid REFERENCES users(id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM questions WHERE id LIKE 'contrib-%'`);
    await q.query(`ALTER TABLE questions DROP COLUMN contributor_id`);
    await q.query(`DROP TABLE contributions`);
  }
}
