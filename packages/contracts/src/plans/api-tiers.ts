import { formatNumber } from '../text/number-format.js';
import type { BillingInterval } from './plans.js';
import { type SubscriptionFacts, subscriptionAccess } from './subscription-access.js';

/**
 * The developer API's tiers (issue 15): a product line of its own beside the site's plans. A member holds at
 * most one site plan and one API tier at a time; paid tiers are bought through the same billing (checkout,
 * provider, webhooks, invoices) as the site's plans, and the free tier is what every member's keys get without
 * one. The server reads limits and features from here only: a client never names a limit or a price.
 */
export const API_TIER_IDS = ['api-free', 'api-starter', 'api-pro'] as const;
export type ApiTierId = (typeof API_TIER_IDS)[number];
export const PAID_API_TIER_IDS = ['api-starter', 'api-pro'] as const;
export type PaidApiTierId = (typeof PAID_API_TIER_IDS)[number];

/** What a tier switches on beyond plain question requests. */
export const API_TIER_FEATURES = ['seeded_sets', 'answer_validation'] as const;
export type ApiTierFeature = (typeof API_TIER_FEATURES)[number];

export interface ApiTierLimits {
  /** Requests per key per rolling minute (every /v1 request counts, refused ones excepted). */
  requestsPerMinute: number;
  /** Requests per account per UTC day, across all of its keys. */
  requestsPerDay: number;
  /** The most questions one `GET /v1/questions` may ask for. */
  questionsPerCall: number;
  /** Live (unrevoked) keys an account may hold. */
  keys: number;
}

export interface ApiTier {
  id: ApiTierId;
  name: string;
  /** VAT-inclusive, in pence, per interval; 0 for the free tier. */
  pricePence: number;
  interval: BillingInterval | null;
  summary: string;
  limits: ApiTierLimits;
  features: readonly ApiTierFeature[];
}

export const API_TIERS: Record<ApiTierId, ApiTier> = {
  'api-free': {
    id: 'api-free',
    name: 'API Free',
    pricePence: 0,
    interval: null,
    summary: 'Try the API and build a hobby project: every question type, categories and sessions.',
    limits: { requestsPerMinute: 30, requestsPerDay: 1_000, questionsPerCall: 10, keys: 3 },
    features: [],
  },
  'api-starter': {
    id: 'api-starter',
    name: 'API Starter',
    pricePence: 999,
    interval: 'month',
    summary: 'For apps in production: more requests, 50 questions a call, seeded sets and answer checking.',
    limits: { requestsPerMinute: 120, requestsPerDay: 20_000, questionsPerCall: 50, keys: 10 },
    features: ['seeded_sets', 'answer_validation'],
  },
  'api-pro': {
    id: 'api-pro',
    name: 'API Pro',
    pricePence: 2_900,
    interval: 'month',
    summary: 'For busy apps and games: 250,000 requests a day (12.5 times Starter) and 600 a minute.',
    limits: { requestsPerMinute: 600, requestsPerDay: 250_000, questionsPerCall: 50, keys: 25 },
    features: ['seeded_sets', 'answer_validation'],
  },
};

export const API_TIER_LIST: readonly ApiTier[] = API_TIER_IDS.map((id) => API_TIERS[id]);

export function isPaidApiTier(id: ApiTierId): id is PaidApiTierId {
  return API_TIERS[id].pricePence > 0;
}

/**
 * The tier whose limits apply now: the API subscription's tier while it gives access (paid up, in its grace, or
 * cancelled within the paid period), else API Free — the API line's twin of `effectivePlanId`.
 */
export function effectiveApiTierId(
  subscription: (SubscriptionFacts & { planId: string }) | null,
  now: number,
): ApiTierId {
  if (!subscription || subscriptionAccess(subscription, now) === 'none') return 'api-free';
  const id = subscription.planId;
  return (API_TIER_IDS as readonly string[]).includes(id) ? (id as ApiTierId) : 'api-free';
}

/** What a tier's card and the comparison page list, from its limits, so a page never claims more than it gives. */
export function apiTierHighlights(tier: ApiTier): string[] {
  const { limits, features } = tier;
  const lines = [
    `${formatNumber(limits.requestsPerMinute)} requests a minute per key`,
    `${formatNumber(limits.requestsPerDay)} requests a day`,
    `Up to ${limits.questionsPerCall} questions a call`,
    `${limits.keys} API keys`,
  ];
  if (features.includes('seeded_sets')) lines.push('Seeded sets: the same questions every time');
  if (features.includes('answer_validation')) lines.push('Answer checking for typed answers');
  return lines;
}
