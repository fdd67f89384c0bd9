import { z } from 'zod';
import { archetypeIdSchema } from '../catalogue/catalogue.schemas.js';
import { hasMarkup } from '../text/markup.js';
import { textField } from '../text/text-fields.js';
import { verticalIdSchema } from '../verticals/verticals.js';
import { ANALYTICS_BATCH_MAX } from './analytics-limits.js';
import { VERTICAL_SELECTION_SOURCES } from './analytics-values.js';

/**
 * The first-party analytics feed (issue 16 §2): the browser sends batches of page views and named events, only
 * after the visitor accepted analytics cookies; the server adds the value (spec section 9 weights) and stores them.
 *
 * REST:
 * - POST /api/analytics/events  AnalyticsBatch → AnalyticsBatchReceipt (202); public, CSRF token as every form;
 *                                rate-limited per visitor and per address (RATE_001)
 * - GET  /api/admin/analytics?days=7|30|90  (admins) → AnalyticsReport
 *
 * Events the server sees for itself (sign-ups, quiz starts and completions, pack downloads, developer sign-ups,
 * API keys and tiers, a member's vertical choice) are recorded there and are not in the browser's allow-list, so
 * nothing is counted twice and nothing valuable can be faked from a browser.
 */
/** A site path without its query string or fragment (which may carry tokens or search text). */
const pathSchema = z
  .string()
  .max(300, { error: 'Path must be 300 characters or fewer' })
  .regex(/^\/[^\s?#]*$/, { error: 'Path must start with / and have no query string' });

/** Where a visitor came from, kept as its origin only ("https://www.google.com"), never the full address. */
const referrerSchema = z
  .string()
  .max(200, { error: 'Referrer must be 200 characters or fewer' })
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, { error: 'Referrer must be an origin such as https://example.com' })
  .transform((origin) => origin.toLowerCase());

const slug = (label: string) =>
  z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/i, { error: `${label} must be a short identifier` });

const searchQuerySchema = textField('Search query', { min: 1, max: 100 }).refine((value) => !hasMarkup(value), {
  error: 'Search query must be plain text',
});

/** Fields every browser event may carry: where it happened and the audience chosen at the time. */
const common = {
  path: pathSchema.optional(),
  vertical: verticalIdSchema.optional(),
};

export const analyticsClientEventSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('page_view'), ...common, path: pathSchema, referrer: referrerSchema.optional() }),
  z.strictObject({
    name: z.literal('search'),
    ...common,
    search_query: searchQuerySchema,
    results_count: z.int().min(0).max(1_000_000),
  }),
  z.strictObject({
    name: z.literal('vertical_selected'),
    ...common,
    vertical: verticalIdSchema,
    selection_source: z.enum(VERTICAL_SELECTION_SOURCES).default('homepage_switcher'),
  }),
  z.strictObject({
    name: z.literal('seasonal_view'),
    ...common,
    seasonal_theme: slug('Seasonal theme'),
    quiz_id: slug('Quiz id').optional(),
    archetype: archetypeIdSchema.optional(),
  }),
]);
export type AnalyticsClientEvent = z.input<typeof analyticsClientEventSchema>;
export type AnalyticsClientEventName = AnalyticsClientEvent['name'];

export const analyticsBatchSchema = z.strictObject({
  /** A random id the browser keeps once analytics is accepted (first-party, forgotten when consent is withdrawn). */
  visitorId: z.uuid({ error: 'Visitor id must be a UUID' }).optional(),
  events: z
    .array(analyticsClientEventSchema)
    .min(1, { error: 'Send at least one event' })
    .max(ANALYTICS_BATCH_MAX, { error: `Send at most ${ANALYTICS_BATCH_MAX} events at once` }),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;
export type AnalyticsBatchParsed = z.output<typeof analyticsBatchSchema>;

export const analyticsBatchReceiptSchema = z.object({ accepted: z.int() });
export type AnalyticsBatchReceipt = z.infer<typeof analyticsBatchReceiptSchema>;
