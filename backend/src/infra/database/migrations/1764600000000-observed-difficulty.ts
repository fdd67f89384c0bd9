import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How players did on each question: the right-answer rate sets the difficulty once there are enough answers. */
export class ObservedDifficulty1764600000000 implements MigrationInterface {
  name = 'ObservedDifficulty1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions ADD COLUMN observed_answers integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE questions ADD COLUMN observed_correct integer NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE questions ADD COLUMN observed_difficulty text CHECK (observed_difficulty IN ('easy', 'medium', 'hard'))`,
    );
    await q.query(`CREATE INDEX daily_answers_question_idx ON daily_answers (question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS daily_answers_question_idx`);
    await q.query(`ALTER TABLE questions DROP COLUMN observed_difficulty`);
    await q.query(`ALTER TABLE questions DROP COLUMN observed_correct`);
    await q.query(`ALTER TABLE questions DROP COLUMN observed_answers`);
  }
}
