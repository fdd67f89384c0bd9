import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A host's re-marking is committed here before its room applies the score changes, and the room's node can die
 * in between: each audit row now keeps the changes it made (player, delta, marking, points) and when the room
 * confirmed applying them, so the node that adopts the room re-sends those never confirmed (the engine applies
 * each id once). Rows written before were applied by their rooms long ago.
 */
export class HostedOverrideApplied1768000000800 implements MigrationInterface {
  name = 'HostedOverrideApplied1768000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hosted_session_overrides
      ADD COLUMN changes jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN applied_at timestamptz`);
    await q.query(`UPDATE hosted_session_overrides SET applied_at = at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hosted_session_overrides DROP COLUMN applied_at, DROP COLUMN changes`);
  }
}
