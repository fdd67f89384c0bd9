import { z } from 'zod';
import { apiTierFeatureSchema, apiTierIdSchema } from '../plans/plans.schemas.js';

/**
 * Developer API keys (issue 15 §1). A key is shown once, when it is created, and stored as a hash. Secret keys are
 * for servers; publishable keys are read-only and may be used from a browser, only from the origins listed on
 * the key (CORS). Both are sent in the `X-API-Key` header, or as `Authorization: Bearer <key>`.
 */
export const API_KEY_HEADER = 'x-api-key';
export const API_KEY_KINDS = ['secret', 'publishable'] as const;
export const apiKeyKindSchema = z.enum(API_KEY_KINDS);
export type ApiKeyKind = z.infer<typeof apiKeyKindSchema>;

/** `tq_sk_` or `tq_pk_`, then 40 base62 characters: the prefix says the kind at a glance (and to secret scanners). */
export const API_KEY_PREFIX: Record<ApiKeyKind, string> = { secret: 'tq_sk_', publishable: 'tq_pk_' };
const API_KEY_SHAPE = 'tq_(?:sk|pk)_[0-9A-Za-z]{40}';
/** A whole value that is a key. */
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_SHAPE}$`);
/** A key wherever it appears in text (a message, a URL, a header someone logged), for redaction. */
export const API_KEY_ANYWHERE = new RegExp(API_KEY_SHAPE, 'g');
export const MAX_ALLOWED_ORIGINS = 10;

export const apiKeyNameSchema = z.string().trim().min(1, 'Give the key a name').max(60, 'At most 60 characters');

/** An origin as a browser sends it: scheme, host and optional port, nothing after. */
export const allowedOriginSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'An origin such as https://example.com (no path)');

export const createApiKeyRequestSchema = z
  .object({
    name: apiKeyNameSchema,
    kind: apiKeyKindSchema,
    allowedOrigins: z.array(allowedOriginSchema).max(MAX_ALLOWED_ORIGINS).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'publishable' && value.allowedOrigins.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowedOrigins'],
        message: 'A publishable key needs at least one origin',
      });
    }
    if (value.kind === 'secret' && value.allowedOrigins.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['allowedOrigins'], message: 'Secret keys are for servers: no origins' });
    }
  });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** Rename a key or change a publishable key's origins; the secret itself never changes (create a new key). */
export const updateApiKeyRequestSchema = z
  .object({
    name: apiKeyNameSchema.optional(),
    allowedOrigins: z.array(allowedOriginSchema).min(1).max(MAX_ALLOWED_ORIGINS).optional(),
  })
  .refine((value) => value.name !== undefined || value.allowedOrigins !== undefined, 'Nothing to change');
export type UpdateApiKeyRequest = z.infer<typeof updateApiKeyRequestSchema>;

export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: apiKeyKindSchema,
  /** The first characters of the key (`tq_sk_AbC1`) and its last four: enough to recognise it, never to use it. */
  prefix: z.string(),
  last4: z.string(),
  allowedOrigins: z.array(z.string()),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to creating a key: the only time the whole key is ever sent. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: z.string().regex(API_KEY_PATTERN) });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** One UTC day of an account's usage: requests served and requests refused (limits, bad keys are not counted). */
export const apiUsageDaySchema = z.object({
  day: z.iso.date(),
  requests: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
});
export type ApiUsageDay = z.infer<typeof apiUsageDaySchema>;

export const apiTierViewSchema = z.object({
  id: apiTierIdSchema,
  name: z.string(),
  requestsPerMinute: z.number().int(),
  requestsPerDay: z.number().int(),
  questionsPerCall: z.number().int(),
  keys: z.number().int(),
  features: z.array(apiTierFeatureSchema),
});
export type ApiTierView = z.infer<typeof apiTierViewSchema>;

/** `GET /api/developers/dashboard`: what `/developers/dashboard` shows. */
export const developerDashboardSchema = z.object({
  tier: apiTierViewSchema,
  keys: z.array(apiKeySummarySchema),
  usage: z.object({
    /** The last 30 UTC days, oldest first, every day present (zeros included). */
    days: z.array(apiUsageDaySchema),
    today: z.object({ requests: z.number().int(), limit: z.number().int(), resetsAt: z.iso.datetime() }),
    /** Today's requests per key, for the keys table. */
    byKey: z.array(z.object({ keyId: z.uuid(), requests: z.number().int() })),
  }),
});
export type DeveloperDashboard = z.infer<typeof developerDashboardSchema>;

/**
 * `GET /v1/me`: the calling key, its account's tier and limits, and today's usage, so a developer can check a key
 * and how much of the day is left without opening the dashboard. Counts the request it answers.
 */
export const v1MeResponseSchema = z.object({
  key: apiKeySummarySchema.pick({ id: true, name: true, kind: true, prefix: true, last4: true, allowedOrigins: true }),
  tier: apiTierViewSchema,
  today: z.object({
    /** Requests served today (UTC) across the account's keys, this one included. */
    requests: z.number().int(),
    /** What is left of the account's daily limit. */
    remaining: z.number().int(),
    limit: z.number().int(),
    resetsAt: z.iso.datetime(),
  }),
});
export type V1MeResponse = z.infer<typeof v1MeResponseSchema>;
