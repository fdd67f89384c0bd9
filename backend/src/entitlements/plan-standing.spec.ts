import {
  PLANS,
  STAFF_GRANTS,
  SUBSCRIPTION_STATUSES,
  subscriptionAccess,
  type PaidPlanId,
  type SubscriptionStatus,
} from '@trivia/contracts';
import { planStanding, type SubscriptionOnRecord } from './plan-standing';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const subscription = (status: SubscriptionStatus, planId: PaidPlanId = 'pub-standard'): SubscriptionOnRecord => ({
  status,
  planId,
  currentPeriodEnd: NOW + 10 * DAY,
});

describe('planStanding', () => {
  it('gives a guest and a member who never subscribed the free plan', () => {
    for (const role of [null, 'MEMBER'] as const) {
      expect(planStanding(role, null, NOW)).toEqual({
        planId: 'free',
        planName: 'Free',
        role: 'FREE',
        isPremium: false,
        label: 'Free Account',
        status: null,
        paymentOverdue: false,
        grants: PLANS.free.grants,
      });
    }
  });

  // The contracts' subscriptionAccess is the one status→access rule; this checks grants follow it for every status.
  it.each(SUBSCRIPTION_STATUSES.map((status) => [status, subscriptionAccess(subscription(status), NOW)]))(
    'a member whose Pub Premium subscription is %s (access %s) gets the matching grants',
    (status, access) => {
      const standing = planStanding('MEMBER', subscription(status, 'pub-premium'), NOW);
      const paid = access !== 'none';
      expect(standing).toMatchObject({
        planId: paid ? 'pub-premium' : 'free',
        role: paid ? 'SUBSCRIBER' : 'FREE',
        isPremium: paid,
        label: paid ? 'Premium Access' : 'Free Account',
        status,
        paymentOverdue: access === 'grace',
        grants: paid ? PLANS['pub-premium'].grants : PLANS.free.grants,
      });
    },
  );

  it.each`
    planId                  | label               | isPremium
    ${'essentials'}         | ${'Premium Access'} | ${true}
    ${'pub-standard'}       | ${'Standard'}       | ${false}
    ${'pub-premium'}        | ${'Premium Access'} | ${true}
    ${'pub-premium-yearly'} | ${'Premium Access'} | ${true}
  `('labels an active $planId member $label', ({ planId, label, isPremium }) => {
    const standing = planStanding('MEMBER', subscription('active', planId), NOW);
    expect(standing).toMatchObject({
      role: 'SUBSCRIBER',
      label,
      isPremium,
      planName: PLANS[planId as PaidPlanId].name,
    });
  });

  it('drops an active subscription to free a day after its period ended without a renewal', () => {
    const lapsed = { ...subscription('active'), currentPeriodEnd: NOW - 2 * DAY };
    expect(planStanding('MEMBER', lapsed, NOW)).toMatchObject({ planId: 'free', role: 'FREE', status: 'active' });
  });

  it('gives staff the staff grants and the Administrator label whatever they subscribe to', () => {
    for (const sub of [null, subscription('active', 'pub-premium'), subscription('canceled')]) {
      const standing = planStanding('ADMIN', sub, NOW);
      expect(standing.role).toBe('ADMIN');
      expect(standing.label).toBe('Administrator');
      expect(standing.grants).toBe(STAFF_GRANTS);
      expect(standing.grants.arenaRoomPlayers).toBe(10_000);
    }
  });
});
