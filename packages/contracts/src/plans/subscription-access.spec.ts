import { PLAN_IDS } from './plans.js';
import { effectiveApiTierId } from './api-tiers.js';
import {
  effectivePlanId,
  PERIOD_END_LEEWAY_MS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionAccess,
  type SubscriptionAccess,
  type SubscriptionStatus,
} from './subscription-access.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('subscriptionAccess', () => {
  const expected: Record<SubscriptionStatus, SubscriptionAccess> = {
    incomplete: 'none',
    incomplete_expired: 'none',
    trialing: 'full',
    active: 'full',
    past_due: 'grace',
    unpaid: 'none',
    canceled: 'none',
    paused: 'none',
  };

  it.each(SUBSCRIPTION_STATUSES.map((status) => [status, expected[status]]))(
    '%s within the paid period gives %s',
    (status, access) => {
      expect(subscriptionAccess({ status, currentPeriodEnd: NOW + 10 * DAY }, NOW)).toBe(access);
    },
  );

  it('covers every status with a label', () => {
    expect(Object.keys(SUBSCRIPTION_STATUS_LABELS).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it('keeps an active subscription for a day after its period ends (a renewal still on its way)', () => {
    const end = NOW - PERIOD_END_LEEWAY_MS + 1;
    expect(subscriptionAccess({ status: 'active', currentPeriodEnd: end }, NOW)).toBe('full');
    expect(subscriptionAccess({ status: 'active', currentPeriodEnd: end - 2 }, NOW)).toBe('none');
    expect(subscriptionAccess({ status: 'active', currentPeriodEnd: null }, NOW)).toBe('full');
  });

  it('falls back to the free plan whenever there is no access', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      for (const planId of PLAN_IDS) {
        const subscription = { status, currentPeriodEnd: NOW + DAY, planId };
        const access = subscriptionAccess(subscription, NOW);
        expect(effectivePlanId(subscription, NOW)).toBe(access === 'none' ? 'free' : planId);
      }
    }
    expect(effectivePlanId(null, NOW)).toBe('free');
  });
});

describe('effectiveApiTierId', () => {
  it('is the API subscription’s tier while it gives access, API Free otherwise or without one', () => {
    const live = { status: 'active' as const, currentPeriodEnd: NOW + DAY, planId: 'api-starter' };
    expect(effectiveApiTierId(live, NOW)).toBe('api-starter');
    expect(effectiveApiTierId({ ...live, status: 'canceled' }, NOW)).toBe('api-free');
    expect(effectiveApiTierId({ ...live, currentPeriodEnd: NOW - PERIOD_END_LEEWAY_MS - DAY }, NOW)).toBe('api-free');
    expect(effectiveApiTierId({ ...live, planId: 'pub-premium' }, NOW)).toBe('api-free');
    expect(effectiveApiTierId(null, NOW)).toBe('api-free');
  });
});
