import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a host-led session's report is built from and how far it got: the questions as the room played them
 * (prompts, options as shown, answer keys, skipped ones), written when the game's results are stored, and when
 * the report mail went out (so a retried job does not mail twice).
 */
export class SessionReports1765000000300 implements MigrationInterface {
  name = 'SessionReports1765000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hosted_sessions ADD COLUMN played jsonb`);
    await q.query(`ALTER TABLE hosted_sessions ADD COLUMN report_mailed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hosted_sessions DROP COLUMN report_mailed_at`);
    await q.query(`ALTER TABLE hosted_sessions DROP COLUMN played`);
  }
}
