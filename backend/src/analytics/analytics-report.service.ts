import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_TOP_LIMIT, type AnalyticsReport } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { fillDays, poundsFromPence, reportRange } from './analytics-report-range';

type Row = Record<string, string | number | null>;

/** The visitor a page view belongs to: the browser's id, else the member (server-side events have no browser). */
const VISITOR = `COALESCE(e.visitor_id::text, 'member:' || e.user_id::text)`;
const IN_RANGE = `e.created_at >= $1 AND e.created_at < $2`;
const DAY = `to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const int = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * The admin analytics view's figures, each added up in SQL over the range: visits, conversions and value by day
 * and by vertical, what people search for (and find nothing for), and downloads by archetype and file type.
 */
@Injectable()
export class AnalyticsReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(days: number, now = new Date()): Promise<AnalyticsReport> {
    const range = reportRange(now, days);
    const params = [range.start, range.end];
    const q = (sql: string, extra: unknown[] = []) =>
      this.dataSource.query(sql, [...params, ...extra]) as Promise<Row[]>;
    const [daily, totals, byVertical, byEvent, searches, empty, archetypes, fileTypes] = await Promise.all([
      q(`SELECT ${DAY} AS date,
           count(*) FILTER (WHERE e.name = 'page_view') AS page_views,
           count(DISTINCT ${VISITOR}) FILTER (WHERE e.name = 'page_view') AS visitors,
           count(*) FILTER (WHERE e.value_pence > 0) AS conversions,
           COALESCE(sum(e.value_pence), 0) AS pence
         FROM analytics_events e WHERE ${IN_RANGE} GROUP BY 1 ORDER BY 1`),
      q(`SELECT count(*) FILTER (WHERE e.name = 'page_view') AS page_views,
           count(DISTINCT ${VISITOR}) FILTER (WHERE e.name = 'page_view') AS visitors,
           count(*) FILTER (WHERE e.value_pence > 0) AS conversions,
           COALESCE(sum(e.value_pence), 0) AS pence
         FROM analytics_events e WHERE ${IN_RANGE}`),
      q(
        `SELECT COALESCE(e.vertical, u.preferred_vertical, 'universal') AS vertical,
           count(*) FILTER (WHERE e.name = 'page_view') AS page_views,
           count(*) FILTER (WHERE e.value_pence > 0) AS conversions,
           COALESCE(sum(e.value_pence), 0) AS pence
         FROM analytics_events e LEFT JOIN users u ON u.id = e.user_id
         WHERE ${IN_RANGE} GROUP BY 1 ORDER BY pence DESC, page_views DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
      q(
        `SELECT e.name, count(*) AS conversions, sum(e.value_pence) AS pence
         FROM analytics_events e WHERE ${IN_RANGE} AND e.value_pence > 0
         GROUP BY 1 ORDER BY pence DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
      q(
        `SELECT lower(e.properties->>'search_query') AS query, count(*) AS searches,
           count(*) FILTER (WHERE e.properties->>'results_count' = '0') AS without_results
         FROM analytics_events e WHERE ${IN_RANGE} AND e.name = 'search' AND e.properties ? 'search_query'
         GROUP BY 1 ORDER BY searches DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
      q(
        `SELECT lower(e.properties->>'search_query') AS query, count(*) AS searches
         FROM analytics_events e
         WHERE ${IN_RANGE} AND e.name = 'search' AND e.properties->>'results_count' = '0'
         GROUP BY 1 ORDER BY searches DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
      q(
        `SELECT COALESCE(e.properties->>'archetype', 'unknown') AS archetype, count(*) AS downloads
         FROM analytics_events e WHERE ${IN_RANGE} AND e.name = 'pack_download'
         GROUP BY 1 ORDER BY downloads DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
      q(
        `SELECT COALESCE(e.properties->>'file_type', 'unknown') AS file_type, count(*) AS downloads
         FROM analytics_events e WHERE ${IN_RANGE} AND e.name = 'pack_download'
         GROUP BY 1 ORDER BY downloads DESC, 1 LIMIT $3`,
        [ANALYTICS_TOP_LIMIT],
      ),
    ]);
    const total = totals[0] ?? {};
    return {
      days,
      from: range.from,
      to: range.to,
      totals: {
        pageViews: int(total.page_views ?? 0),
        visitors: int(total.visitors ?? 0),
        conversions: int(total.conversions ?? 0),
        valueGbp: poundsFromPence(total.pence ?? 0),
      },
      daily: fillDays(
        range.dates,
        daily.map((row) => ({
          date: String(row.date),
          pageViews: int(row.page_views),
          visitors: int(row.visitors),
          conversions: int(row.conversions),
          valueGbp: poundsFromPence(row.pence),
        })),
      ),
      byVertical: byVertical.map((row) => ({
        vertical: String(row.vertical),
        pageViews: int(row.page_views),
        conversions: int(row.conversions),
        valueGbp: poundsFromPence(row.pence),
      })),
      conversionsByEvent: byEvent.map((row) => ({
        name: String(row.name),
        conversions: int(row.conversions),
        valueGbp: poundsFromPence(row.pence),
      })),
      topSearches: searches.map((row) => ({
        query: String(row.query),
        searches: int(row.searches),
        withoutResults: int(row.without_results),
      })),
      searchesWithoutResults: empty.map((row) => ({ query: String(row.query), searches: int(row.searches) })),
      downloadsByArchetype: archetypes.map((row) => ({
        archetype: String(row.archetype),
        downloads: int(row.downloads),
      })),
      downloadsByFileType: fileTypes.map((row) => ({ fileType: String(row.file_type), downloads: int(row.downloads) })),
    };
  }
}
