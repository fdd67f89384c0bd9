import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank additions of issue 13: `order` questions (put the items in order; `items` holds them in the true order) and
 * `estimate` questions (a number, closest wins: `value`, its `unit` and a `tolerance_note` on how it is rounded),
 * drawn only by host-led sessions.
 */
export class QuestionOrderEstimate1765010000000 implements MigrationInterface {
  name = 'QuestionOrderEstimate1765010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions DROP CONSTRAINT IF EXISTS questions_type_check`);
    await q.query(
      `ALTER TABLE questions ADD CONSTRAINT questions_type_check CHECK (type IN ('multiple_choice', 'text', 'true_false', 'order', 'estimate'))`,
    );
    await q.query(`ALTER TABLE questions ADD COLUMN items text[]`);
    await q.query(`ALTER TABLE questions ADD COLUMN value double precision`);
    await q.query(`ALTER TABLE questions ADD COLUMN unit text`);
    await q.query(`ALTER TABLE questions ADD COLUMN tolerance_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE questions DROP COLUMN tolerance_note`);
    await q.query(`ALTER TABLE questions DROP COLUMN unit`);
    await q.query(`ALTER TABLE questions DROP COLUMN value`);
    await q.query(`ALTER TABLE questions DROP COLUMN items`);
    await q.query(`DELETE FROM questions WHERE type IN ('order', 'estimate')`);
    await q.query(`ALTER TABLE questions DROP CONSTRAINT IF EXISTS questions_type_check`);
    await q.query(
      `ALTER TABLE questions ADD CONSTRAINT questions_type_check CHECK (type IN ('multiple_choice', 'text', 'true_false'))`,
    );
  }
}
