import type { BillingInterval } from '@trivia/contracts';

/**
 * One billing interval later, as Stripe counts it: the same day of the next month (or year), or that month's
 * last day when it is shorter (31 January → 28 or 29 February).
 */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface ProrationInput {
  oldPricePence: number;
  oldInterval: BillingInterval;
  newPricePence: number;
  newInterval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface Proration {
  /** The unused part of the old plan, given back. */
  creditPence: number;
  /** The new plan for what is left of the period (or a whole new period when the interval changes). */
  chargePence: number;
  /** What the invoice charges: never negative, a credit larger than the charge leaves 0. */
  totalPence: number;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Stripe's `always_invoice` pro-ration: credit the unused time of the old plan and charge the new one for the
 * rest of the period. Moving between monthly and yearly starts a new period now, charged in full.
 */
export function prorate(input: ProrationInput): Proration {
  const { periodStart, periodEnd, now } = input;
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  const unused = length > 0 ? left / length : 0;
  const creditPence = Math.round(input.oldPricePence * unused);
  if (input.oldInterval !== input.newInterval) {
    const chargePence = input.newPricePence;
    return {
      creditPence,
      chargePence,
      totalPence: Math.max(0, chargePence - creditPence),
      periodStart: now,
      periodEnd: addInterval(now, input.newInterval),
    };
  }
  const chargePence = Math.round(input.newPricePence * unused);
  return { creditPence, chargePence, totalPence: Math.max(0, chargePence - creditPence), periodStart, periodEnd };
}
