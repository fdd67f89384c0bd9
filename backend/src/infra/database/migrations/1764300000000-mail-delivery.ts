import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail goes out through the job queue: each outbox row gets a status (queued, sent, failed, or outbox when no
 * SMTP server is configured), the attempts made and the last error. The status replaces delivered_via.
 */
export class MailDelivery1764300000000 implements MigrationInterface {
  name = 'MailDelivery1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox
      ADD COLUMN status text,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      ADD COLUMN last_error text,
      ADD COLUMN sent_at timestamptz`);
    // Mail handed to SMTP before this change went out on its one try; the rest were only kept.
    await q.query(`UPDATE mail_outbox SET
      status = CASE delivered_via WHEN 'smtp' THEN 'sent' ELSE 'outbox' END,
      attempts = CASE delivered_via WHEN 'smtp' THEN 1 ELSE 0 END,
      sent_at = CASE delivered_via WHEN 'smtp' THEN created_at END`);
    await q.query(`ALTER TABLE mail_outbox
      ALTER COLUMN status SET NOT NULL,
      ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('queued', 'sent', 'failed', 'outbox')),
      DROP COLUMN delivered_via`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN delivered_via text`);
    await q.query(`UPDATE mail_outbox SET delivered_via = CASE status WHEN 'sent' THEN 'smtp' ELSE 'outbox' END`);
    await q.query(`ALTER TABLE mail_outbox
      ALTER COLUMN delivered_via SET NOT NULL,
      ADD CONSTRAINT mail_outbox_delivered_via_check CHECK (delivered_via IN ('outbox', 'smtp')),
      DROP CONSTRAINT mail_outbox_status_check,
      DROP COLUMN status,
      DROP COLUMN attempts,
      DROP COLUMN last_error,
      DROP COLUMN sent_at`);
  }
}
