import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first-party analytics feed (issue 16 §2): each event gains its value in pence (spec section 9 weights,
 * computed by the server), the audience it belongs to, the browser's first-party visitor id (only after consent)
 * and the page path, so the admin view can add up visits, conversions and value by day and by vertical in SQL.
 * Rows recorded before stay valid: the new columns default to nothing, and values and audiences the old rows
 * already carried in their properties are copied into the columns.
 */
export class AnalyticsFeed1768000000700 implements MigrationInterface {
  name = 'AnalyticsFeed1768000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE analytics_events
      ADD COLUMN value_pence integer NOT NULL DEFAULT 0 CHECK (value_pence >= 0),
      ADD COLUMN vertical text,
      ADD COLUMN visitor_id uuid,
      ADD COLUMN path text,
      ADD COLUMN origin text NOT NULL DEFAULT 'server' CHECK (origin IN ('server', 'browser'))`);
    await q.query(`UPDATE analytics_events SET vertical = properties->>'vertical'
      WHERE properties->>'vertical' IN ('pub', 'student', 'teacher', 'corporate', 'gamer', 'developer', 'universal')`);
    await q.query(`UPDATE analytics_events
      SET value_pence = CASE WHEN properties->>'source' = 'auto_detect' THEN 100 ELSE 300 END
      WHERE name = 'vertical_selected'`);
    await q.query(`UPDATE analytics_events SET value_pence = round((properties->>'value')::numeric * 100)::int
      WHERE jsonb_typeof(properties->'value') = 'number' AND (properties->>'value')::numeric >= 0`);
    await q.query(`CREATE INDEX analytics_events_created_idx ON analytics_events (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS analytics_events_created_idx`);
    await q.query(`ALTER TABLE analytics_events
      DROP COLUMN origin, DROP COLUMN path, DROP COLUMN visitor_id, DROP COLUMN vertical, DROP COLUMN value_pence`);
  }
}
