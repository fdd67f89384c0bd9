import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member may withdraw a contribution while it waits for review (issue 14): a fourth status, `withdrawn`. */
export class ContributionWithdrawn1768000000900 implements MigrationInterface {
  name = 'ContributionWithdrawn1768000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contributions DROP CONSTRAINT contributions_status_check`);
    await q.query(`ALTER TABLE contributions ADD CONSTRAINT contributions_status_check
      CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM contributions WHERE status = 'withdrawn'`);
    await q.query(`ALTER TABLE contributions DROP CONSTRAINT contributions_status_check`);
    await q.query(`ALTER TABLE contributions ADD CONSTRAINT contributions_status_check
      CHECK (status IN ('pending', 'approved', 'rejected'))`);
  }
}
