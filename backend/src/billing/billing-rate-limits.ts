import type { RateLimitPolicy } from '../infra/rate-limit/rate-limiter';

/** Each checkout creates objects at the provider: a member opening a dozen in ten minutes is a script. */
export const CHECKOUTS_PER_TEN_MINUTES: RateLimitPolicy = {
  name: 'billing-checkout',
  points: 10,
  windowSeconds: 10 * 60,
  scope: 'shared',
};

/** A refund is one click that moves money: a handful of tries an hour covers a flaky connection. */
export const REFUNDS_PER_HOUR: RateLimitPolicy = {
  name: 'billing-refund',
  points: 5,
  windowSeconds: 60 * 60,
  scope: 'shared',
};
