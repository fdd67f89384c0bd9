import { randomUUID } from 'node:crypto';
import {
  type AnalyticsReport,
  analyticsReportSchema,
  ANALYTICS_RATE,
  ANALYTICS_RETENTION_MONTHS,
} from '@trivia/contracts';
import { AnalyticsReportService } from '../src/analytics/analytics-report.service';
import { AnalyticsRetentionService } from '../src/analytics/analytics-retention.service';
import { AnalyticsService } from '../src/analytics/analytics.service';
import { newAdmin, newMember } from './admin-fixtures';
import { freshIp, startTestApp, type TestApp } from './harness';

interface StoredEvent {
  name: string;
  user_id: string | null;
  visitor_id: string | null;
  value_pence: number;
  vertical: string | null;
  path: string | null;
  origin: string;
  properties: Record<string, unknown>;
}

describe('first-party analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const storedFor = (visitorId: string) =>
    t.dataSource.query(
      `SELECT name, user_id, visitor_id, value_pence, vertical, path, origin, properties
       FROM analytics_events WHERE visitor_id = $1 ORDER BY id`,
      [visitorId],
    ) as Promise<StoredEvent[]>;

  describe('POST /api/analytics/events', () => {
    it('stores a guest’s batch with the values worked out by the server, and no address', async () => {
      const visitorId = randomUUID();
      const response = await t.client(freshIp()).send('POST', '/api/analytics/events', {
        visitorId,
        events: [
          { name: 'page_view', path: '/quizzes', referrer: 'https://www.google.com' },
          { name: 'search', path: '/quizzes', search_query: 'Eighties music', results_count: 4, vertical: 'pub' },
          { name: 'vertical_selected', vertical: 'gamer', selection_source: 'auto_detect' },
          { name: 'vertical_selected', vertical: 'pub', selection_source: 'header_dropdown' },
          { name: 'seasonal_view', seasonal_theme: 'christmas', path: '/quizzes/christmas-cracker' },
        ],
      });
      expect(response).toMatchObject({ status: 202, body: { accepted: 5 } });
      const rows = await storedFor(visitorId);
      expect(rows.map((row) => [row.name, row.value_pence, row.vertical])).toEqual([
        ['page_view', 0, null],
        ['search', 0, 'pub'],
        ['vertical_selected', 100, 'gamer'],
        ['vertical_selected', 300, 'pub'],
        ['seasonal_view', 300, null],
      ]);
      expect(rows[0]).toMatchObject({ origin: 'browser', user_id: null, path: '/quizzes' });
      expect(rows[0]!.properties).toEqual({ referrer: 'https://www.google.com' });
      expect(rows[1]!.properties).toEqual({ search_query: 'Eighties music', results_count: 4 });
      expect(rows[4]!.properties).toMatchObject({ value: 3, currency: 'GBP' });
      expect(JSON.stringify(rows)).not.toMatch(/10\.\d+\.\d+\.\d+/);
    });

    it('ties a member’s batch to their account', async () => {
      const member = await newMember(t);
      const visitorId = randomUUID();
      const response = await member.client.send('POST', '/api/analytics/events', {
        visitorId,
        events: [{ name: 'page_view', path: '/dashboard' }],
      });
      expect(response.status).toBe(202);
      expect(await storedFor(visitorId)).toEqual([expect.objectContaining({ user_id: member.id, path: '/dashboard' })]);
    });

    it.each`
      why                                   | events                                                                  | path
      ${'an event name off the allow-list'} | ${[{ name: 'page_view', path: '/' }, { name: 'purchase', path: '/' }]}  | ${'events.1.name'}
      ${'a value sent by the browser'}      | ${[{ name: 'seasonal_view', seasonal_theme: 'christmas', value: 999 }]} | ${'events.0'}
      ${'a path with its query string'}     | ${[{ name: 'page_view', path: '/verify-email?token=secret' }]}          | ${'events.0.path'}
    `('refuses $why with VAL_001 and stores none of the batch', async ({ events, path }) => {
      const visitorId = randomUUID();
      const response = await t
        .client(freshIp())
        .send<{ code: string; issues: { path: string }[] }>('POST', '/api/analytics/events', { visitorId, events });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VAL_001');
      expect(response.body.issues.map((issue) => issue.path)).toContain(path);
      expect(await storedFor(visitorId)).toHaveLength(0);
    });

    it('refuses more than 50 events at once', async () => {
      const events = Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/' }));
      const response = await t.client(freshIp()).send('POST', '/api/analytics/events', { events });
      expect(response).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    });

    it('needs the CSRF token, as every form does', async () => {
      const visitorId = randomUUID();
      const response = await t
        .client(freshIp())
        .request('POST', '/api/analytics/events', { visitorId, events: [{ name: 'page_view', path: '/' }] });
      expect(response).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
      expect(await storedFor(visitorId)).toHaveLength(0);
    });

    it('limits batches per visitor with RATE_001 and Retry-After', async () => {
      const client = t.client(freshIp());
      const visitorId = randomUUID();
      const batch = { visitorId, events: [{ name: 'page_view', path: '/' }] };
      for (let i = 0; i < ANALYTICS_RATE.batchesPerVisitorPerMinute; i += 1) {
        expect((await client.send('POST', '/api/analytics/events', batch)).status).toBe(202);
      }
      const refused = await client.send('POST', '/api/analytics/events', batch);
      expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await storedFor(visitorId)).toHaveLength(ANALYTICS_RATE.batchesPerVisitorPerMinute);
    });
  });

  describe('what other domains record', () => {
    it('values a server-side event by the weights unless the caller gave the value', async () => {
      const member = await newMember(t);
      const analytics = t.app.get(AnalyticsService);
      await analytics.record('api_key_created', member.id, {});
      await analytics.record('developer_signup', member.id, { tier: 'api-pro', value: 20, currency: 'GBP' });
      await analytics.record('vertical_selected', member.id, { vertical: 'developer', source: 'homepage_switcher' });
      const rows = (await t.dataSource.query(
        `SELECT name, value_pence, vertical, origin FROM analytics_events WHERE user_id = $1 ORDER BY id`,
        [member.id],
      )) as StoredEvent[];
      expect(rows.filter((row) => row.name !== 'sign_up' && row.name !== 'login')).toEqual([
        { name: 'api_key_created', value_pence: 300, vertical: null, origin: 'server' },
        { name: 'developer_signup', value_pence: 2000, vertical: null, origin: 'server' },
        { name: 'vertical_selected', value_pence: 300, vertical: 'developer', origin: 'server' },
      ]);
    });
  });

  describe('the admin report', () => {
    it.each(['/api/admin/analytics', '/api/admin/analytics?days=7'])(
      '%s: a guest gets 401, a member 403',
      async (url) => {
        expect((await t.client().get(url)).status).toBe(401);
        const member = await newMember(t);
        expect(await member.client.get(url)).toMatchObject({ status: 403 });
      },
    );

    it('refuses a period other than 7, 30 or 90 days', async () => {
      const admin = await newAdmin(t);
      const response = await admin.client.get<{ code: string; issues: { path: string }[] }>(
        '/api/admin/analytics?days=14',
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VAL_001', issues: [{ path: 'days' }] });
    });

    it('answers an admin with every day of the period, counting a page view just sent', async () => {
      const admin = await newAdmin(t);
      const before = await admin.client.get<AnalyticsReport>('/api/admin/analytics?days=7');
      expect(before.status).toBe(200);
      expect(analyticsReportSchema.parse(before.body).daily).toHaveLength(7);
      await t.client(freshIp()).send('POST', '/api/analytics/events', {
        visitorId: randomUUID(),
        events: [
          { name: 'page_view', path: '/pricing' },
          { name: 'page_view', path: '/arena' },
        ],
      });
      const after = await admin.client.get<AnalyticsReport>('/api/admin/analytics?days=7');
      // Other suites may add events meanwhile: these two are at least among them.
      expect(after.body.totals.pageViews).toBeGreaterThanOrEqual(before.body.totals.pageViews + 2);
      expect(after.body.totals.visitors).toBeGreaterThanOrEqual(before.body.totals.visitors + 1);
      const year = await admin.client.get<AnalyticsReport>('/api/admin/analytics?days=90');
      expect(year.body.daily).toHaveLength(90);
    });

    it('adds up seeded events exactly: visits, value by day and vertical, searches, downloads', async () => {
      // A week of its own, far in the future, so no other test's events fall in it.
      const base = Date.UTC(2200 + Math.floor(Math.random() * 700), 0, 10);
      const day = (n: number, hour = 12) => new Date(base + n * 86_400_000 + hour * 3_600_000);
      const member = await newMember(t);
      await t.dataSource.query(`UPDATE users SET preferred_vertical = 'teacher' WHERE id = $1`, [member.id]);
      const [v1, v2] = [randomUUID(), randomUUID()];
      const seed: [string, string | null, string | null, number, string | null, object, Date][] = [
        ['page_view', null, v1, 0, 'pub', {}, day(0)],
        ['page_view', null, v1, 0, 'pub', {}, day(0, 13)],
        ['page_view', null, v2, 0, null, {}, day(0)],
        ['page_view', member.id, null, 0, null, {}, day(2)],
        ['search', null, v1, 0, null, { search_query: 'Harry Potter', results_count: 3 }, day(0)],
        ['search', null, v2, 0, null, { search_query: 'harry potter', results_count: 0 }, day(1)],
        ['search', null, v2, 0, null, { search_query: 'Quidditch', results_count: 0 }, day(1)],
        ['vertical_selected', null, v1, 300, 'pub', { selection_source: 'homepage_switcher' }, day(0)],
        ['seasonal_download', member.id, null, 400, null, {}, day(2)],
        ['pack_download', member.id, null, 0, null, { archetype: 'music', file_type: 'pdf' }, day(2)],
        ['pack_download', member.id, null, 0, null, { archetype: 'music', file_type: 'csv' }, day(2)],
        ['pack_download', member.id, null, 0, null, { archetype: 'classic-pub', file_type: 'pdf' }, day(2)],
        // Outside the week: the day before it starts.
        ['page_view', null, v1, 0, 'pub', {}, day(-1)],
      ];
      for (const [name, userId, visitorId, pence, vertical, properties, at] of seed) {
        await t.dataSource.query(
          `INSERT INTO analytics_events (name, user_id, visitor_id, value_pence, vertical, properties, origin, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'browser', $7)`,
          [name, userId, visitorId, pence, vertical, JSON.stringify(properties), at],
        );
      }
      const report = await t.app.get(AnalyticsReportService).report(7, day(6));
      expect(report.totals).toEqual({ pageViews: 4, visitors: 3, conversions: 2, valueGbp: 7 });
      expect(report.daily.slice(0, 3)).toEqual([
        { date: report.from, pageViews: 3, visitors: 2, conversions: 1, valueGbp: 3 },
        { date: report.daily[1]!.date, pageViews: 0, visitors: 0, conversions: 0, valueGbp: 0 },
        { date: report.daily[2]!.date, pageViews: 1, visitors: 1, conversions: 1, valueGbp: 4 },
      ]);
      expect(report.byVertical).toEqual([
        { vertical: 'teacher', pageViews: 1, conversions: 1, valueGbp: 4 },
        { vertical: 'pub', pageViews: 2, conversions: 1, valueGbp: 3 },
        { vertical: 'universal', pageViews: 1, conversions: 0, valueGbp: 0 },
      ]);
      expect(report.conversionsByEvent).toEqual([
        { name: 'seasonal_download', conversions: 1, valueGbp: 4 },
        { name: 'vertical_selected', conversions: 1, valueGbp: 3 },
      ]);
      expect(report.topSearches).toEqual([
        { query: 'harry potter', searches: 2, withoutResults: 1 },
        { query: 'quidditch', searches: 1, withoutResults: 1 },
      ]);
      expect(report.searchesWithoutResults).toEqual([
        { query: 'harry potter', searches: 1 },
        { query: 'quidditch', searches: 1 },
      ]);
      expect(report.downloadsByArchetype).toEqual([
        { archetype: 'music', downloads: 2 },
        { archetype: 'classic-pub', downloads: 1 },
      ]);
      expect(report.downloadsByFileType).toEqual([
        { fileType: 'pdf', downloads: 2 },
        { fileType: 'csv', downloads: 1 },
      ]);
    });
  });

  describe('retention', () => {
    it(`deletes events older than ${ANALYTICS_RETENTION_MONTHS} months and keeps the rest`, async () => {
      const visitorId = randomUUID();
      const now = new Date('2026-11-27T04:00:00Z');
      const insert = (createdAt: string) =>
        t.dataSource.query(
          `INSERT INTO analytics_events (name, visitor_id, origin, created_at) VALUES ('page_view', $1, 'browser', $2)`,
          [visitorId, createdAt],
        );
      await insert('2025-10-26T12:00:00Z'); // 13 months and a day before
      await insert('2025-10-28T12:00:00Z'); // a day short of 13 months
      await insert('2026-11-20T12:00:00Z');
      const retention = t.app.get(AnalyticsRetentionService);
      expect(await retention.prune(now)).toBeGreaterThanOrEqual(1);
      const kept: { created_at: Date }[] = await t.dataSource.query(
        'SELECT created_at FROM analytics_events WHERE visitor_id = $1 ORDER BY created_at',
        [visitorId],
      );
      expect(kept.map((row) => row.created_at.toISOString())).toEqual([
        '2025-10-28T12:00:00.000Z',
        '2026-11-20T12:00:00.000Z',
      ]);
      // Run again: nothing more goes (the job may run twice).
      await retention.prune(now);
      expect((await storedFor(visitorId)).length).toBe(2);
    });
  });
});
