import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily leaderboard integrity: when each question was put in front of the player and how long each answer took,
 * and a flag on attempts answered faster than a person can read (kept out of the ranks, listed for admins).
 */
export class DailyIntegrity1764400000000 implements MigrationInterface {
  name = 'DailyIntegrity1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE daily_attempts ADD COLUMN question_shown_at timestamptz`);
    await q.query(`ALTER TABLE daily_attempts ADD COLUMN flagged_at timestamptz`);
    await q.query(`ALTER TABLE daily_attempts ADD COLUMN flag_reason text`);
    await q.query(`ALTER TABLE daily_answers ADD COLUMN answer_ms integer CHECK (answer_ms >= 0)`);
    await q.query(
      `CREATE INDEX daily_attempts_flagged_idx ON daily_attempts (flagged_at) WHERE flagged_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS daily_attempts_flagged_idx`);
    await q.query(`ALTER TABLE daily_answers DROP COLUMN answer_ms`);
    await q.query(`ALTER TABLE daily_attempts DROP COLUMN flag_reason`);
    await q.query(`ALTER TABLE daily_attempts DROP COLUMN flagged_at`);
    await q.query(`ALTER TABLE daily_attempts DROP COLUMN question_shown_at`);
  }
}
