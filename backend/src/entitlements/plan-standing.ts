import {
  type AccountRole,
  effectivePlanId,
  type PlanGrants,
  type PlanId,
  type PlanLabel,
  planLabel,
  PLANS,
  type Role,
  STAFF_GRANTS,
  subscriptionAccess,
  type SubscriptionFacts,
  type SubscriptionStatus,
} from '@trivia/contracts';

/** The subscription as entitlements need it: the contracts' facts plus its plan. */
export type SubscriptionOnRecord = SubscriptionFacts & { planId: PlanId };

/** Where a caller stands: the plan that applies now, how it is shown, and what it grants. */
export interface PlanStanding {
  planId: PlanId;
  planName: string;
  /** The role the User API shows: ADMIN, SUBSCRIBER (a paid plan with access) or FREE. */
  role: Role;
  isPremium: boolean;
  label: PlanLabel;
  /** The subscription's status, or null for a member who never subscribed and for guests. */
  status: SubscriptionStatus | null;
  /** A failed renewal is being retried: access continues, the card needs updating. */
  paymentOverdue: boolean;
  grants: PlanGrants;
}

/**
 * The one derivation from account role and subscription to plan, label and grants: staff get STAFF_GRANTS
 * whatever they pay for; members get their effective plan's grants (contracts' subscriptionAccess decides);
 * guests (accountRole null) the free plan's.
 */
export function planStanding(
  accountRole: AccountRole | null,
  subscription: SubscriptionOnRecord | null,
  now: number,
): PlanStanding {
  const planId = effectivePlanId(subscription, now);
  const plan = PLANS[planId];
  const role: Role = accountRole === 'ADMIN' ? 'ADMIN' : plan.pricePence > 0 ? 'SUBSCRIBER' : 'FREE';
  const isPremium = plan.tier === 'premium';
  return {
    planId,
    planName: plan.name,
    role,
    isPremium,
    label: planLabel({ role, isPremium }),
    status: subscription?.status ?? null,
    paymentOverdue: subscription !== null && subscriptionAccess(subscription, now) === 'grace',
    grants: accountRole === 'ADMIN' ? STAFF_GRANTS : plan.grants,
  };
}
