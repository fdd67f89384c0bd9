/*
 * The feed's numbers, apart from its schemas: the browser's analytics client reads them on every page's first load,
 * which must not pull in zod (issue 16's JavaScript budget).
 */

export const ANALYTICS_BATCH_MAX = 50;

/** How often the browser sends what it queued, and the most it keeps waiting (older events are dropped). */
export const ANALYTICS_CLIENT = { flushIntervalMs: 10_000, maxQueued: 200 } as const;

/** Batches per visitor and per network address a minute: a busy reader sends a few, a flood is refused. */
export const ANALYTICS_RATE = { batchesPerVisitorPerMinute: 30, batchesPerIpPerMinute: 120 } as const;

export const ANALYTICS_REPORT_DAYS = [7, 30, 90] as const;
export type AnalyticsReportDays = (typeof ANALYTICS_REPORT_DAYS)[number];

/** Rows in each "top" table of the report. */
export const ANALYTICS_TOP_LIMIT = 20;

/**
 * How long analytics events are kept: a year and a month (a year's comparison), then deleted every night. The
 * cookie policy says so; the admin report reads 90 days at most.
 */
export const ANALYTICS_RETENTION_MONTHS = 13;
