import { API_TIERS } from './api-tiers.js';
import {
  BILLABLE_PRODUCT_IDS,
  billableProduct,
  billableProductHighlights,
  billableProductsOf,
  productLineOf,
} from './billable-products.js';
import { PLANS, priceLabel } from './plans.js';
import { billableProductIdSchema } from './plans.schemas.js';

describe('billable products: the paid site plans and the paid API tiers', () => {
  it('sells every paid plan and paid tier, and nothing free', () => {
    expect([...BILLABLE_PRODUCT_IDS].sort()).toEqual(
      ['api-pro', 'api-starter', 'essentials', 'pub-premium', 'pub-premium-yearly', 'pub-standard'].sort(),
    );
    expect(billableProductIdSchema.safeParse('free').success).toBe(false);
    expect(billableProductIdSchema.safeParse('api-free').success).toBe(false);
  });

  it('puts each id on its line', () => {
    expect(productLineOf('api-starter')).toBe('api');
    expect(productLineOf('pub-premium-yearly')).toBe('site');
    expect(billableProductsOf('api')).toEqual(['api-starter', 'api-pro']);
    expect(billableProductsOf('site')).toEqual(['essentials', 'pub-standard', 'pub-premium', 'pub-premium-yearly']);
  });

  it('reads name, price and interval from the catalogue of either line', () => {
    expect(billableProduct('api-starter')).toEqual({
      id: 'api-starter',
      line: 'api',
      name: 'API Starter',
      pricePence: 999,
      interval: 'month',
      summary: API_TIERS['api-starter'].summary,
    });
    expect(billableProduct('pub-premium-yearly')).toMatchObject({
      line: 'site',
      name: PLANS['pub-premium-yearly'].name,
      pricePence: 29_900,
      interval: 'year',
    });
    expect(priceLabel(billableProduct('api-pro'))).toBe('£29 a month, inc. VAT');
  });

  it('lists what each gives: a tier its limits, a plan its grants', () => {
    expect(billableProductHighlights('api-starter')).toContain('20,000 requests a day');
    expect(billableProductHighlights('pub-premium')).toContain('15 custom quizzes a month in the builder');
  });
});
