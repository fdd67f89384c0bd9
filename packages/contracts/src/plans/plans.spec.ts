import { MONEY_BACK_DAYS, PRICE_FROM_GBP, PUB_PLAN_RANGE_GBP } from '../constants.js';
import { formatGbp, vatIncluded } from './money.js';
import {
  isPaidPlan,
  monthlyEquivalentPence,
  PLAN_LIST,
  PLANS,
  planHighlights,
  plansFor,
  priceLabel,
  STAFF_GRANTS,
} from './plans.js';

// Spec section 9: "Prices: from 9.99 GBP per month; pub plans 12-25; aggregate offers 0 to 299 GBP across 5
// offers. 30-day money-back guarantee."
describe('the plan catalogue', () => {
  it('has five offers from £0 to £299', () => {
    expect(PLAN_LIST).toHaveLength(5);
    const prices = PLAN_LIST.map((plan) => plan.pricePence);
    expect(Math.min(...prices)).toBe(0);
    expect(Math.max(...prices)).toBe(29_900);
  });

  it('starts paid plans at £9.99 a month', () => {
    const monthly = PLAN_LIST.filter((plan) => plan.interval === 'month').map((plan) => plan.pricePence);
    expect(Math.min(...monthly)).toBe(Math.round(PRICE_FROM_GBP * 100));
  });

  it('prices the monthly pub plans from £12 to £25', () => {
    const pub = PLAN_LIST.filter((plan) => plan.id.startsWith('pub-') && plan.interval === 'month');
    expect(pub.map((plan) => plan.pricePence / 100)).toEqual([PUB_PLAN_RANGE_GBP.min, PUB_PLAN_RANGE_GBP.max]);
  });

  it('pairs the monthly and yearly Pub Premium with the same grants', () => {
    expect(PLANS['pub-premium'].otherInterval).toBe('pub-premium-yearly');
    expect(PLANS['pub-premium-yearly'].otherInterval).toBe('pub-premium');
    expect(PLANS['pub-premium-yearly'].grants).toEqual(PLANS['pub-premium'].grants);
  });

  it('gives premium plans the builder with 10 to 15 custom quizzes a month (spec section 1)', () => {
    const premium = PLAN_LIST.filter((plan) => plan.tier === 'premium');
    expect(premium.length).toBeGreaterThan(0);
    for (const plan of premium) {
      expect(plan.grants.features).toContain('custom_builder');
      expect(plan.grants.quotas.customQuizzes).toBeGreaterThanOrEqual(10);
      expect(plan.grants.quotas.customQuizzes).toBeLessThanOrEqual(15);
    }
    for (const plan of PLAN_LIST.filter((candidate) => candidate.tier !== 'premium')) {
      expect(plan.grants.features).not.toContain('custom_builder');
      expect(plan.grants.quotas.customQuizzes).toBe(0);
    }
  });

  it('lets free hosts run Arena rooms of up to 10 players and paid plans more', () => {
    expect(PLANS.free.grants.arenaRoomPlayers).toBe(10);
    for (const plan of PLAN_LIST.filter((candidate) => isPaidPlan(candidate.id))) {
      expect(plan.grants.arenaRoomPlayers).toBeGreaterThan(10);
    }
    expect(STAFF_GRANTS.arenaRoomPlayers).toBe(10_000);
  });

  it('keeps a quota and its feature together', () => {
    for (const plan of PLAN_LIST) {
      const { features, quotas } = plan.grants;
      expect(features.includes('pack_downloads')).toBe(quotas.packDownloads > 0);
      expect(features.includes('custom_builder')).toBe(quotas.customQuizzes > 0);
    }
  });

  it('shows every vertical the free plan and at least one paid plan', () => {
    for (const vertical of ['pub', 'student', 'teacher', 'corporate', 'gamer', 'universal'] as const) {
      const plans = plansFor(vertical);
      expect(plans[0]?.id).toBe('free');
      expect(plans.some((plan) => isPaidPlan(plan.id))).toBe(true);
    }
    expect(plansFor('pub').map((plan) => plan.id)).toEqual([
      'free',
      'pub-standard',
      'pub-premium',
      'pub-premium-yearly',
    ]);
  });

  it('labels prices VAT-inclusive in GBP', () => {
    expect(priceLabel(PLANS['pub-standard'])).toBe('£12 a month, inc. VAT');
    expect(priceLabel(PLANS.essentials)).toBe('£9.99 a month, inc. VAT');
    expect(priceLabel(PLANS['pub-premium-yearly'])).toBe('£299 a year, inc. VAT');
    expect(priceLabel(PLANS.free)).toBe('£0');
    expect(monthlyEquivalentPence(PLANS['pub-premium-yearly'])).toBe(2492);
  });

  it('lists on each card only what the plan grants', () => {
    expect(planHighlights(PLANS.free)).toEqual([
      'Daily quizzes and leaderboards',
      'Host Arena rooms of up to 10 players',
    ]);
    expect(planHighlights(PLANS['pub-premium'])).toContain('15 custom quizzes a month in the builder');
    expect(planHighlights(PLANS['pub-standard']).join(' ')).not.toMatch(/custom quizzes/);
  });

  it('offers the money-back guarantee for 30 days', () => {
    expect(MONEY_BACK_DAYS).toBe(30);
  });
});

describe('money', () => {
  it.each`
    pence      | text
    ${0}       | ${'£0'}
    ${999}     | ${'£9.99'}
    ${1200}    | ${'£12'}
    ${29_900}  | ${'£299'}
    ${5}       | ${'£0.05'}
    ${123_456} | ${'£1,234.56'}
    ${-1200}   | ${'-£12'}
  `('formats $pence pence as $text', ({ pence, text }) => {
    expect(formatGbp(pence)).toBe(text);
  });

  it.each`
    gross     | vat
    ${1200}   | ${200}
    ${999}    | ${167}
    ${2500}   | ${417}
    ${29_900} | ${4983}
    ${0}      | ${0}
  `('finds £$vat pence of VAT in $gross pence', ({ gross, vat }) => {
    expect(vatIncluded(gross)).toBe(vat);
  });
});
