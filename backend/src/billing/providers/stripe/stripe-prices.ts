import { BILLABLE_PRODUCT_IDS, type BillableProductId } from '@trivia/contracts';
import type Stripe from 'stripe';
import { callStripe } from './stripe-errors';

/**
 * Our plan and API tier ids are the lookup keys of the Stripe prices (set on each price in the dashboard), so a price can be
 * replaced without a deploy. Looked up once; a failed lookup is tried again on the next use.
 */
export class StripePrices {
  private lookup: Promise<Map<string, Stripe.Price>> | null = null;

  constructor(private readonly stripe: Stripe) {}

  async priceId(planId: BillableProductId): Promise<string> {
    const price = (await this.all()).get(planId);
    if (!price) {
      throw new Error(
        `Stripe has no active price with lookup_key "${planId}": create the ${planId} plan's price in Stripe ` +
          `(GBP, VAT inclusive, recurring monthly or yearly as the catalogue says) and give it that lookup key`,
      );
    }
    return price.id;
  }

  private all(): Promise<Map<string, Stripe.Price>> {
    this.lookup ??= callStripe(() =>
      this.stripe.prices.list({ lookup_keys: [...BILLABLE_PRODUCT_IDS], active: true, limit: 10 }),
    ).then(
      (list) => new Map(list.data.filter((price) => price.lookup_key).map((price) => [price.lookup_key!, price])),
      (error: unknown) => {
        this.lookup = null;
        throw error;
      },
    );
    return this.lookup;
  }
}
