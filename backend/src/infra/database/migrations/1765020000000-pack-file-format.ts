import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which layout of the pack files a stored file was built with: when the layout changes (the host sheet's QR code per
 * round), files of the older layout are built again on their next download instead of being served as they were.
 */
export class PackFileFormat1765020000000 implements MigrationInterface {
  name = 'PackFileFormat1765020000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_files ADD COLUMN format integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quiz_files DROP COLUMN format`);
  }
}
