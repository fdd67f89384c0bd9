import {
  formatGbp,
  isPaidPlan,
  monthlyEquivalentPence,
  planHighlights,
  PLANS,
  plansFor,
  priceLabel,
  type Plan,
  type PlanId,
  type VerticalId,
} from '@trivia/contracts';

export type PricingInterval = 'month' | 'year';

/** What the button on a card does for this visitor. */
export type CardAction =
  | { kind: 'register'; href: string }
  | { kind: 'current' }
  | { kind: 'checkout'; planId: Plan['id'] }
  /** A member who already pays changes plan on /billing (pro-rated there), never through a second checkout. */
  | { kind: 'billing' }
  /** The free plan, for a member who pays: everything on it is in their plan already. */
  | { kind: 'included' };

export interface PlanCard {
  plan: Plan;
  price: string;
  /** Under the price: a yearly plan's monthly figure, or that a plan is monthly only. */
  priceNote: string | null;
  highlights: string[];
  current: boolean;
  action: CardAction;
}

export interface Viewer {
  loggedIn: boolean;
  /** The member's plan (from GET /api/entitlements); null while unknown or for guests. */
  currentPlanId: PlanId | null;
}

/** Whether this page's plans include one billed yearly, so the monthly/yearly switch means something. */
export function offersYearly(vertical: VerticalId): boolean {
  return plansFor(vertical).some((plan) => plan.interval === 'year');
}

/** Which plans the yearly switch changes: "Pub Premium is offered yearly; other plans are billed monthly." */
export function yearlyNote(vertical: VerticalId): string {
  const names = plansFor(vertical)
    .filter((plan) => plan.interval === 'year' && plan.otherInterval)
    .map((plan) => PLANS[plan.otherInterval as PlanId].name);
  return `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} offered yearly; other plans are billed monthly.`;
}

/**
 * The plans shown for one interval: a plan with a twin on the other interval shows the twin that matches the
 * switch; a plan with no yearly price stays monthly (and says so on a yearly view).
 */
export function plansForInterval(vertical: VerticalId, interval: PricingInterval): Plan[] {
  const plans = plansFor(vertical);
  const ids = new Set(plans.map((plan) => plan.id));
  return plans.filter((plan) => {
    const twin = plan.otherInterval && ids.has(plan.otherInterval) ? PLANS[plan.otherInterval] : null;
    if (!twin || !plan.interval) return true;
    return plan.interval === interval;
  });
}

function priceNote(plan: Plan, interval: PricingInterval): string | null {
  if (plan.interval === 'year') return `Works out at ${formatGbp(monthlyEquivalentPence(plan))} a month`;
  if (plan.interval === 'month' && interval === 'year' && !plan.otherInterval) return 'Billed monthly only';
  return null;
}

/** The sign-up form, coming back to `back` once the account exists. */
export const signUpThen = (back: string): string => `/auth/register?next=${encodeURIComponent(back)}`;

/** Where a visitor goes to sign up before buying, coming back to this page with the plan chosen. */
export function registerHref(pagePath: string, planId: PlanId): string {
  return signUpThen(isPaidPlan(planId) ? `${pagePath}?plan=${planId}` : pagePath);
}

function actionFor(plan: Plan, viewer: Viewer, pagePath: string): CardAction {
  if (!viewer.loggedIn) return { kind: 'register', href: registerHref(pagePath, plan.id) };
  if (plan.id === (viewer.currentPlanId ?? 'free')) return { kind: 'current' };
  const paying = viewer.currentPlanId !== null && isPaidPlan(viewer.currentPlanId);
  if (!isPaidPlan(plan.id)) return { kind: 'included' };
  if (paying) return { kind: 'billing' };
  return { kind: 'checkout', planId: plan.id };
}

/** The cards of one pricing page, for one interval and one visitor. */
export function planCards(
  vertical: VerticalId,
  interval: PricingInterval,
  viewer: Viewer,
  pagePath: string,
): PlanCard[] {
  return plansForInterval(vertical, interval).map((plan) => ({
    plan,
    price: priceLabel(plan),
    priceNote: priceNote(plan, interval),
    highlights: planHighlights(plan),
    current: viewer.loggedIn && plan.id === (viewer.currentPlanId ?? 'free'),
    action: actionFor(plan, viewer, pagePath),
  }));
}
