import {
  API_TIER_LIST,
  apiTierHighlights,
  DEVELOPER_DASHBOARD_PATH,
  isPaidApiTier,
  paidApiTierIdSchema,
  priceLabel,
  type ApiTier,
  type ApiTierId,
  type PaidApiTierId,
} from '@trivia/contracts';
import { signUpThen } from './plan-cards';
import { PRICING_PAGES } from './pricing-pages';

/** What the button on an API tier's card does for this visitor. */
export type ApiTierAction =
  /** API Free: every account has it; its keys are made on the developer dashboard. */
  | { kind: 'dashboard'; href: string }
  | { kind: 'register'; href: string }
  | { kind: 'current' }
  | { kind: 'checkout'; tierId: PaidApiTierId }
  /** A member already paying for a tier moves between tiers on /billing (pro-rated), never by a second checkout. */
  | { kind: 'billing' };

export interface ApiTierCard {
  tier: ApiTier;
  price: string;
  highlights: string[];
  current: boolean;
  action: ApiTierAction;
}

export interface ApiTierViewer {
  loggedIn: boolean;
  /** The paid tier the member's API subscription gives now; null for API Free, guests and while unknown. */
  currentTierId: PaidApiTierId | null;
}

/** Sign up first, then back here with the tier chosen, where the checkout opens. */
const registerHrefForTier = (tierId: PaidApiTierId) => signUpThen(`${PRICING_PAGES.developers.path}?plan=${tierId}`);

/** A paid tier named in `?plan=` (coming back from sign-up), or null. */
export function requestedTier(value: string | null): PaidApiTierId | null {
  const parsed = paidApiTierIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function actionFor(tier: ApiTier, viewer: ApiTierViewer): ApiTierAction {
  if (!isPaidApiTier(tier.id)) return { kind: 'dashboard', href: DEVELOPER_DASHBOARD_PATH };
  if (!viewer.loggedIn) return { kind: 'register', href: registerHrefForTier(tier.id) };
  if (viewer.currentTierId === tier.id) return { kind: 'current' };
  if (viewer.currentTierId !== null) return { kind: 'billing' };
  return { kind: 'checkout', tierId: tier.id };
}

const isCurrent = (id: ApiTierId, viewer: ApiTierViewer) =>
  viewer.loggedIn && id === (viewer.currentTierId ?? 'api-free');

/** The three tiers' cards, for one visitor. */
export function apiTierCards(viewer: ApiTierViewer): ApiTierCard[] {
  return API_TIER_LIST.map((tier) => ({
    tier,
    price: tier.interval ? priceLabel(tier) : 'Free',
    highlights: apiTierHighlights(tier),
    current: isCurrent(tier.id, viewer),
    action: actionFor(tier, viewer),
  }));
}
