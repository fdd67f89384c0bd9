import { z } from 'zod';
import { PLAN_FEATURES, QUOTA_KINDS } from './plans.js';
import { planIdSchema, subscriptionStatusSchema } from './plans.schemas.js';

export const quotaUsageSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** The first moment of next month, UK time, as an ISO string: when `used` goes back to 0. */
  resetsAt: z.string(),
});
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/** GET /api/entitlements: what the caller may do and how much is left this month. */
export const entitlementsViewSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  label: z.enum(['Administrator', 'Premium Access', 'Standard', 'Free Account']),
  premium: z.boolean(),
  /** The subscription's status, or null for a member who never subscribed (and for guests). */
  status: subscriptionStatusSchema.nullable(),
  /** True while a failed renewal is retried: access continues, the card needs updating. */
  paymentOverdue: z.boolean(),
  features: z.array(z.enum(PLAN_FEATURES)),
  quotas: z.record(z.enum(QUOTA_KINDS), quotaUsageSchema),
  arenaRoomPlayers: z.number().int(),
});
export type EntitlementsView = z.infer<typeof entitlementsViewSchema>;
