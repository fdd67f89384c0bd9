import type { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { adminSubscriptions, mrrPence } from './subscription-revenue';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function subscription(overrides: Partial<SubscriptionEntity>): SubscriptionEntity {
  return {
    id: 's',
    userId: 'u',
    provider: 'test',
    providerSubscriptionId: 'sub',
    planId: 'pub-standard',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: new Date(NOW - DAY),
    currentPeriodEnd: new Date(NOW + 20 * DAY),
    firstPaidAt: new Date(NOW - DAY),
    refundedAt: null,
    paymentMethodBrand: null,
    paymentMethodLast4: null,
    renewalReminderFor: null,
    providerUpdatedAt: new Date(NOW),
    createdAt: new Date(NOW - DAY),
    updatedAt: new Date(NOW),
    ...overrides,
  };
}

describe('MRR', () => {
  it('counts a monthly plan at its price and a yearly one at a twelfth', () => {
    expect(mrrPence(subscription({ planId: 'pub-standard' }), NOW)).toBe(1200);
    expect(mrrPence(subscription({ planId: 'pub-premium-yearly' }), NOW)).toBe(Math.round(29_900 / 12));
  });

  it('counts subscriptions with access (past_due in grace, cancel at period end) and nothing without', () => {
    expect(mrrPence(subscription({ status: 'past_due' }), NOW)).toBe(1200);
    expect(mrrPence(subscription({ cancelAtPeriodEnd: true }), NOW)).toBe(1200);
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(mrrPence(subscription({ status }), NOW)).toBe(0);
    }
    expect(mrrPence(subscription({ currentPeriodEnd: new Date(NOW - 3 * DAY) }), NOW)).toBe(0);
  });

  it('sums the rows, counts those with access and every status', () => {
    const summary = adminSubscriptions(
      [
        { subscription: subscription({ id: 'a', planId: 'pub-premium' }), email: 'a@x' },
        { subscription: subscription({ id: 'b', planId: 'pub-premium-yearly' }), email: 'b@x' },
        { subscription: subscription({ id: 'c', status: 'canceled' }), email: 'c@x' },
      ],
      NOW,
    );
    expect(summary.mrrPence).toBe(2500 + 2492);
    expect(summary.activeCount).toBe(2);
    expect(summary.byStatus).toMatchObject({ active: 2, canceled: 1, past_due: 0, paused: 0 });
    expect(summary.rows.map((row) => [row.email, row.mrrPence])).toEqual([
      ['a@x', 2500],
      ['b@x', 2492],
      ['c@x', 0],
    ]);
  });

  it('adds yearly plans as exact twelfths, rounding only the total', () => {
    const yearly = [0, 1, 2].map((i) => ({
      subscription: subscription({ id: `y${i}`, planId: 'pub-premium-yearly' }),
      email: `y${i}@x`,
    }));
    // 3 × £299 / 12 = £74.75; three rounded twelfths would say £74.76.
    expect(adminSubscriptions(yearly, NOW).mrrPence).toBe(7475);
  });

  it("counts the developer API tiers beside the site plans, with each line's share", () => {
    const summary = adminSubscriptions(
      [
        { subscription: subscription({ id: 'a', planId: 'pub-premium-yearly' }), email: 'a@x' },
        { subscription: subscription({ id: 'b', planId: 'api-starter' }), email: 'a@x' },
        { subscription: subscription({ id: 'c', planId: 'api-pro' }), email: 'c@x' },
        { subscription: subscription({ id: 'd', planId: 'api-pro', status: 'canceled' }), email: 'd@x' },
      ],
      NOW,
    );
    expect(summary.rows.map((row) => row.mrrPence)).toEqual([2492, 999, 2900, 0]);
    expect(summary.mrrByLinePence).toEqual({ site: 2492, api: 999 + 2900 });
    expect(summary.mrrPence).toBe(2492 + 999 + 2900);
    expect(summary.activeCount).toBe(3);
  });
});
