import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running a catalogue quiz as a host-led live session takes it whole, as a pack download does: recorded in
 * quiz_downloads as the use 'live-session', so the quiz joins the host's library and its later downloads (or
 * sessions) are free, under one rule (QuizUsesService).
 */
export class LiveSessionQuizUse1765000000020 implements MigrationInterface {
  name = 'LiveSessionQuizUse1765000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_downloads DROP CONSTRAINT quiz_downloads_file_type_check`);
    await q.query(`ALTER TABLE quiz_downloads ADD CONSTRAINT quiz_downloads_file_type_check
      CHECK (file_type IN ('host-sheet', 'answers', 'answer-sheet', 'csv', 'live-session'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM quiz_downloads WHERE file_type = 'live-session'`);
    await q.query(`ALTER TABLE quiz_downloads DROP CONSTRAINT quiz_downloads_file_type_check`);
    await q.query(`ALTER TABLE quiz_downloads ADD CONSTRAINT quiz_downloads_file_type_check
      CHECK (file_type IN ('host-sheet', 'answers', 'answer-sheet', 'csv'))`);
  }
}
