import { API_TIERS, apiTierHighlights, PAID_API_TIER_IDS, type PaidApiTierId } from './api-tiers.js';
import { PAID_PLAN_IDS, type BillingInterval, type PaidPlanId, planHighlights, PLANS } from './plans.js';

/**
 * The two product lines billing sells side by side: the site's plans (PLANS) and the developer API's tiers
 * (API_TIERS). A member holds at most one subscription of each line at a time.
 */
export const PRODUCT_LINES = ['site', 'api'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/** Everything billing can sell: every paid site plan and every paid API tier. */
export const BILLABLE_PRODUCT_IDS = [...PAID_PLAN_IDS, ...PAID_API_TIER_IDS] as const;
export type BillableProductId = PaidPlanId | PaidApiTierId;

/** What billing needs of anything it sells, whichever line it belongs to. */
export interface BillableProduct {
  id: BillableProductId;
  line: ProductLine;
  name: string;
  /** VAT-inclusive, in pence, per interval. */
  pricePence: number;
  interval: BillingInterval;
  summary: string;
}

const isApiTierId = (id: BillableProductId): id is PaidApiTierId =>
  (PAID_API_TIER_IDS as readonly string[]).includes(id);

/** The line a product belongs to. */
export function productLineOf(id: BillableProductId): ProductLine {
  return isApiTierId(id) ? 'api' : 'site';
}

/** The one lookup for a billable id: name, price and interval of a site plan or an API tier. */
export function billableProduct(id: BillableProductId): BillableProduct {
  const source = isApiTierId(id) ? API_TIERS[id] : PLANS[id];
  if (!source.interval) throw new Error(`${id} is not a paid product`);
  return {
    id,
    line: productLineOf(id),
    name: source.name,
    pricePence: source.pricePence,
    interval: source.interval,
    summary: source.summary,
  };
}

/** The paid products of one line, in catalogue order (what a plan change may move between). */
export function billableProductsOf(line: ProductLine): BillableProductId[] {
  return BILLABLE_PRODUCT_IDS.filter((id) => productLineOf(id) === line);
}

/** What a product's card and the checkout list: a plan's grants or a tier's limits and features. */
export function billableProductHighlights(id: BillableProductId): string[] {
  return isApiTierId(id) ? apiTierHighlights(API_TIERS[id]) : planHighlights(PLANS[id]);
}
