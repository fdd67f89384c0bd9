import type { VerticalId } from '../verticals/verticals.js';
import { formatGbp } from './money.js';

export const PLAN_IDS = ['free', 'essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** What a plan switches on. Quotas (how many a month) are separate: a feature with a quota of 0 is off. */
export const PLAN_FEATURES = ['pack_downloads', 'custom_builder', 'ad_free', 'priority_support'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Counted per calendar month (UK time) in the database. */
export const QUOTA_KINDS = ['packDownloads', 'customQuizzes'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

/** Free Account, Standard or Premium Access in the account menu (spec section 2). */
export type PlanTier = 'free' | 'standard' | 'premium';
export type BillingInterval = 'month' | 'year';

export interface PlanGrants {
  features: readonly PlanFeature[];
  /** Per calendar month. */
  quotas: Record<QuotaKind, number>;
  /** The most players an Arena room this member hosts may hold. */
  arenaRoomPlayers: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  tier: PlanTier;
  /** The verticals whose pricing page shows this plan. */
  audiences: readonly VerticalId[];
  /** VAT-inclusive, in pence: what the customer pays each interval. */
  pricePence: number;
  /** Null for the free plan. */
  interval: BillingInterval | null;
  summary: string;
  /** The same plan billed on the other interval, for the monthly/yearly switch. */
  otherInterval?: PlanId;
  grants: PlanGrants;
}

const ALL: readonly VerticalId[] = ['pub', 'student', 'teacher', 'corporate', 'gamer', 'developer', 'universal'];

const PUB_PREMIUM_GRANTS: PlanGrants = {
  features: ['pack_downloads', 'custom_builder', 'ad_free', 'priority_support'],
  quotas: { packDownloads: 30, customQuizzes: 15 },
  arenaRoomPlayers: 300,
};

/** The five offers of the spec's pricing (section 9: £0 to £299, from £9.99 a month, pub plans £12-25). */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    tier: 'free',
    audiences: ALL,
    pricePence: 0,
    interval: null,
    summary: 'Daily quizzes, leaderboards and Arena battles with friends.',
    grants: { features: [], quotas: { packDownloads: 0, customQuizzes: 0 }, arenaRoomPlayers: 10 },
  },
  essentials: {
    id: 'essentials',
    name: 'Essentials',
    tier: 'premium',
    audiences: ['student', 'teacher', 'gamer', 'corporate', 'universal'],
    pricePence: 999,
    interval: 'month',
    summary: 'Build your own quizzes for revision, the classroom or game night.',
    grants: {
      features: ['pack_downloads', 'custom_builder', 'ad_free'],
      quotas: { packDownloads: 4, customQuizzes: 10 },
      arenaRoomPlayers: 40,
    },
  },
  'pub-standard': {
    id: 'pub-standard',
    name: 'Pub Standard',
    tier: 'standard',
    audiences: ['pub', 'universal'],
    pricePence: 1200,
    interval: 'month',
    summary: 'A ready-made pub quiz pack every week, with answer sheets.',
    grants: {
      features: ['pack_downloads', 'ad_free'],
      quotas: { packDownloads: 8, customQuizzes: 0 },
      arenaRoomPlayers: 100,
    },
  },
  'pub-premium': {
    id: 'pub-premium',
    name: 'Pub Premium',
    tier: 'premium',
    audiences: ['pub', 'corporate', 'universal'],
    pricePence: 2500,
    interval: 'month',
    summary: 'Every pack, your own custom quizzes and bigger live rooms.',
    otherInterval: 'pub-premium-yearly',
    grants: PUB_PREMIUM_GRANTS,
  },
  'pub-premium-yearly': {
    id: 'pub-premium-yearly',
    name: 'Pub Premium (yearly)',
    tier: 'premium',
    audiences: ['pub', 'corporate', 'universal'],
    pricePence: 29_900,
    interval: 'year',
    summary: 'Pub Premium for a year, paid once.',
    otherInterval: 'pub-premium',
    grants: PUB_PREMIUM_GRANTS,
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function isPaidPlan(id: PlanId): id is PaidPlanId {
  return PLANS[id].pricePence > 0;
}

/** "£12 a month, inc. VAT", "£299 a year, inc. VAT", "£0". */
export function priceLabel(plan: Pick<Plan, 'pricePence' | 'interval'>): string {
  if (!plan.interval) return formatGbp(plan.pricePence);
  return `${formatGbp(plan.pricePence)} a ${plan.interval}, inc. VAT`;
}

/** A yearly price as a monthly figure, for comparing: £299 a year → "£24.92". */
export function monthlyEquivalentPence(plan: Plan): number {
  return plan.interval === 'year' ? Math.round(plan.pricePence / 12) : plan.pricePence;
}

/** What a plan's card lists, from its grants, so the page never claims what the plan does not give. */
export function planHighlights(plan: Plan): string[] {
  const { quotas, features, arenaRoomPlayers } = plan.grants;
  const lines = ['Daily quizzes and leaderboards', `Host Arena rooms of up to ${arenaRoomPlayers} players`];
  if (quotas.packDownloads > 0) lines.push(`${quotas.packDownloads} quiz pack downloads a month (PDF and CSV)`);
  if (quotas.customQuizzes > 0) lines.push(`${quotas.customQuizzes} custom quizzes a month in the builder`);
  if (features.includes('ad_free')) lines.push('No adverts');
  if (features.includes('priority_support')) lines.push('Priority e-mail support');
  return lines;
}

/** Plans a vertical's pricing page offers: the free plan and the paid plans for that audience. */
export function plansFor(vertical: VerticalId): Plan[] {
  return PLAN_LIST.filter((plan) => plan.audiences.includes(vertical));
}

/**
 * Staff (role ADMIN) get every feature, the top plan's quotas and the largest Arena room the engine allows
 * (10,000 players: the all-hands rooms the benchmarks fill), whatever they subscribe to.
 */
export const STAFF_GRANTS: PlanGrants = { ...PUB_PREMIUM_GRANTS, arenaRoomPlayers: 10_000 };
