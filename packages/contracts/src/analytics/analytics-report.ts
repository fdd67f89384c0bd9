import { z } from 'zod';
import { ANALYTICS_REPORT_DAYS } from './analytics-limits.js';

/** GET /api/admin/analytics query: the last 7, 30 (default) or 90 days, ending today (UTC). */
export const analyticsReportQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .refine((n) => (ANALYTICS_REPORT_DAYS as readonly number[]).includes(n), { error: 'Days is 7, 30 or 90' })
    .default(30),
});
export type AnalyticsReportQuery = z.input<typeof analyticsReportQuerySchema>;

const count = z.int().min(0);
/** Pounds with pence, from the server's sum of the events' values. */
const gbp = z.number().min(0);

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  pageViews: count,
  visitors: count,
  conversions: count,
  valueGbp: gbp,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsReportSchema = z.object({
  days: z.int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ pageViews: count, visitors: count, conversions: count, valueGbp: gbp }),
  daily: z.array(analyticsDaySchema),
  byVertical: z.array(z.object({ vertical: z.string(), pageViews: count, conversions: count, valueGbp: gbp })),
  conversionsByEvent: z.array(z.object({ name: z.string(), conversions: count, valueGbp: gbp })),
  topSearches: z.array(z.object({ query: z.string(), searches: count, withoutResults: count })),
  searchesWithoutResults: z.array(z.object({ query: z.string(), searches: count })),
  downloadsByArchetype: z.array(z.object({ archetype: z.string(), downloads: count })),
  downloadsByFileType: z.array(z.object({ fileType: z.string(), downloads: count })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
