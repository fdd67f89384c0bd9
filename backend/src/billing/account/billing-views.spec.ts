import { SUBSCRIPTION_STATUSES } from '@trivia/contracts';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { nextAmountPence, refundableUntil, toSubscriptionView } from './billing-views';

const DAY = 24 * 60 * 60 * 1000;
const PAID = Date.parse('2026-03-01T10:00:00Z');

function subscription(overrides: Partial<SubscriptionEntity> = {}): SubscriptionEntity {
  return {
    id: 's1',
    userId: 'u1',
    provider: 'test',
    providerSubscriptionId: 'sub_1',
    planId: 'pub-premium',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: new Date(PAID),
    currentPeriodEnd: new Date(PAID + 30 * DAY),
    firstPaidAt: new Date(PAID),
    refundedAt: null,
    paymentMethodBrand: 'visa',
    paymentMethodLast4: '4242',
    renewalReminderFor: null,
    providerUpdatedAt: new Date(PAID),
    createdAt: new Date(PAID),
    updatedAt: new Date(PAID),
    ...overrides,
  };
}

describe('refundableUntil (the 30-day money-back window)', () => {
  it('is open until 30 days after the first payment, and closed after', () => {
    const until = new Date(PAID + 30 * DAY);
    expect(refundableUntil(subscription(), PAID + DAY)).toEqual(until);
    expect(refundableUntil(subscription(), PAID + 30 * DAY)).toEqual(until);
    expect(refundableUntil(subscription(), PAID + 30 * DAY + 1)).toBeNull();
  });

  it('is closed once refunded, and before any payment', () => {
    expect(refundableUntil(subscription({ refundedAt: new Date(PAID + DAY) }), PAID + 2 * DAY)).toBeNull();
    expect(refundableUntil(subscription({ firstPaidAt: null }), PAID)).toBeNull();
  });

  it('is closed when an earlier subscription of the member was refunded (once per member)', () => {
    expect(refundableUntil(subscription(), PAID + DAY, true)).toBeNull();
  });

  it('runs from the first payment, not from a later renewal or plan change', () => {
    const renewed = subscription({ currentPeriodStart: new Date(PAID + 31 * DAY) });
    expect(refundableUntil(renewed, PAID + 32 * DAY)).toBeNull();
  });
});

describe('nextAmountPence', () => {
  it("is the plan's price while it renews", () => {
    expect(nextAmountPence(subscription())).toBe(2500);
    expect(nextAmountPence(subscription({ planId: 'pub-premium-yearly' }))).toBe(29_900);
    expect(nextAmountPence(subscription({ status: 'past_due' }))).toBe(2500);
  });

  it('is null when cancelled at the period end or not renewing', () => {
    expect(nextAmountPence(subscription({ cancelAtPeriodEnd: true }))).toBeNull();
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => !['active', 'trialing', 'past_due'].includes(s))) {
      expect(nextAmountPence(subscription({ status }))).toBeNull();
    }
  });
});

describe('toSubscriptionView', () => {
  it('shows the card as brand and last 4 only', () => {
    const view = toSubscriptionView(subscription(), PAID);
    expect(view.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    expect(toSubscriptionView(subscription({ paymentMethodLast4: null }), PAID).paymentMethod).toBeNull();
  });
});
