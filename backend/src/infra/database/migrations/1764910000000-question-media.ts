import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank additions of issue 12: true-or-false questions, picture questions (`media`, e.g. {"kind":"flag","code":"fr"})
 * and seasonal tags (`seasons`: halloween, bonfire-night, christmas) that themed quizzes draw by.
 */
export class QuestionMedia1764910000000 implements MigrationInterface {
  name = 'QuestionMedia1764910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions DROP CONSTRAINT IF EXISTS questions_type_check`);
    await q.query(
      `ALTER TABLE questions ADD CONSTRAINT questions_type_check CHECK (type IN ('multiple_choice', 'text', 'true_false'))`,
    );
    await q.query(`ALTER TABLE questions ADD COLUMN media jsonb`);
    await q.query(`ALTER TABLE questions ADD COLUMN seasons text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions DROP COLUMN seasons`);
    await q.query(`ALTER TABLE questions DROP COLUMN media`);
    await q.query(`DELETE FROM questions WHERE type = 'true_false'`);
    await q.query(`ALTER TABLE questions DROP CONSTRAINT IF EXISTS questions_type_check`);
    await q.query(
      `ALTER TABLE questions ADD CONSTRAINT questions_type_check CHECK (type IN ('multiple_choice', 'text'))`,
    );
  }
}
