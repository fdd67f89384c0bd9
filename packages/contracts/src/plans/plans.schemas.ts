// The plans' zod schemas, apart from their values (plans.ts, api-tiers.ts, billable-products.ts,
// subscription-access.ts), so a pricing page can show and check plans without loading zod.
import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS, QUOTA_KINDS } from './plans.js';
import { API_TIER_FEATURES, API_TIER_IDS, PAID_API_TIER_IDS } from './api-tiers.js';
import { BILLABLE_PRODUCT_IDS, PRODUCT_LINES } from './billable-products.js';
import { SUBSCRIPTION_STATUSES } from './subscription-access.js';

export const planIdSchema = z.enum(PLAN_IDS);
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export const quotaKindSchema = z.enum(QUOTA_KINDS);
export const apiTierIdSchema = z.enum(API_TIER_IDS);
export const paidApiTierIdSchema = z.enum(PAID_API_TIER_IDS);
export const apiTierFeatureSchema = z.enum(API_TIER_FEATURES);
export const productLineSchema = z.enum(PRODUCT_LINES);
export const billableProductIdSchema = z.enum(BILLABLE_PRODUCT_IDS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
