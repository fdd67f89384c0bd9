import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Arena answers reach the database question by question while the game runs (the room state keeps only the
 * open question's), so a match row exists from its first revealed answers: `ended_at` is null until it finishes.
 */
export class ArenaLiveAnswers1764700000000 implements MigrationInterface {
  name = 'ArenaLiveAnswers1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE arena_matches ALTER COLUMN ended_at DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM arena_matches WHERE ended_at IS NULL`);
    await q.query(`ALTER TABLE arena_matches ALTER COLUMN ended_at SET NOT NULL`);
  }
}
