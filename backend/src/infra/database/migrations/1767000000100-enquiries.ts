import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales enquiries (issue 15 §3): what visitors send from the white-label page (and, with issue 16, the audience
 * pages), for the admins to follow up. The kind is text without a check, so a new form needs no migration; the
 * status is checked because the admin page offers exactly these three.
 */
export class Enquiries1767000000100 implements MigrationInterface {
  name = 'Enquiries1767000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE enquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
      name text NOT NULL,
      email text NOT NULL,
      organisation text NOT NULL,
      role text,
      audience_size integer,
      message text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      status_changed_at timestamptz,
      status_changed_by text
    )`);
    await q.query(`CREATE INDEX enquiries_list_idx ON enquiries (kind, status, created_at DESC, id)`);
    await q.query(`CREATE INDEX enquiries_status_idx ON enquiries (status, created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE enquiries`);
  }
}
