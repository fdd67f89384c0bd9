import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans and billing (issue 11).
 * - billing_customers: our user ↔ the provider's customer.
 * - subscriptions: our mirror of the provider's subscription, re-read from the provider on every event.
 * - invoices: one row per provider invoice, with our own receipt number (from a sequence).
 * - billing_events: each webhook event id once, recorded before it is handled (a processed duplicate is ignored;
 *   one whose handler failed keeps `processed_at` null, so the provider's retry runs it again).
 * - quota_usage: per user, per quota, per calendar month (UK), consumed atomically against the plan's limit.
 * - test_provider_objects: the built-in test payment provider's own store (customers, checkout sessions,
 *   subscriptions, invoices, charges), as JSON documents, shared by every node like a real provider's.
 */
export class PlansAndBilling1764800000000 implements MigrationInterface {
  name = 'PlansAndBilling1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_customers (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
        provider_customer_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_customer_id)
      )`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
        provider_subscription_id text NOT NULL,
        plan_id text NOT NULL CHECK (plan_id IN ('essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly')),
        status text NOT NULL CHECK (status IN ('incomplete', 'incomplete_expired', 'trialing', 'active',
          'past_due', 'unpaid', 'canceled', 'paused')),
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        current_period_start timestamptz,
        current_period_end timestamptz,
        first_paid_at timestamptz,
        refunded_at timestamptz,
        payment_method_brand text,
        payment_method_last4 text,
        renewal_reminder_for timestamptz,
        provider_updated_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_subscription_id)
      )`);
    await q.query(`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC)`);
    await q.query(`CREATE SEQUENCE invoice_number_seq`);
    await q.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
        provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
        provider_invoice_id text NOT NULL,
        number text NOT NULL UNIQUE,
        plan_id text NOT NULL,
        description text NOT NULL,
        total_pence integer NOT NULL CHECK (total_pence >= 0),
        vat_pence integer NOT NULL CHECK (vat_pence >= 0),
        refunded_pence integer NOT NULL DEFAULT 0 CHECK (refunded_pence >= 0),
        status text NOT NULL CHECK (status IN ('paid', 'open', 'void', 'refunded', 'failed')),
        provider_charge_id text,
        period_start timestamptz,
        period_end timestamptz,
        issued_at timestamptz NOT NULL,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_invoice_id)
      )`);
    await q.query(`CREATE INDEX invoices_user_idx ON invoices (user_id, issued_at DESC)`);
    await q.query(`
      CREATE TABLE billing_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        PRIMARY KEY (provider, event_id)
      )`);
    await q.query(`
      CREATE TABLE quota_usage (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('packDownloads', 'customQuizzes')),
        month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, month)
      )`);
    await q.query(`
      CREATE TABLE test_provider_objects (
        id text PRIMARY KEY,
        kind text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX test_provider_objects_kind_idx ON test_provider_objects (kind, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE test_provider_objects`);
    await q.query(`DROP TABLE quota_usage`);
    await q.query(`DROP TABLE billing_events`);
    await q.query(`DROP TABLE invoices`);
    await q.query(`DROP SEQUENCE invoice_number_seq`);
    await q.query(`DROP TABLE subscriptions`);
    await q.query(`DROP TABLE billing_customers`);
  }
}
