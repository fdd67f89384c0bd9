import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the bank now says about each question beyond its answer: whether the answer is a person (typed answers are
 * then marked as names) and the GCSE / A-level subject and levels it fits (for revision sets).
 */
export class QuestionMarking1764500000000 implements MigrationInterface {
  name = 'QuestionMarking1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions ADD COLUMN answer_kind text CHECK (answer_kind IN ('person'))`);
    await q.query(`ALTER TABLE questions ADD COLUMN curriculum_subject text`);
    await q.query(`ALTER TABLE questions ADD COLUMN curriculum_levels text[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `CREATE INDEX questions_curriculum_idx ON questions (curriculum_subject) WHERE curriculum_subject IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS questions_curriculum_idx`);
    await q.query(`ALTER TABLE questions DROP COLUMN curriculum_levels`);
    await q.query(`ALTER TABLE questions DROP COLUMN curriculum_subject`);
    await q.query(`ALTER TABLE questions DROP COLUMN answer_kind`);
  }
}
