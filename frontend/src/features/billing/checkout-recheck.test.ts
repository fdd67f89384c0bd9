import { CHECKOUT_RECHECK_DELAYS_MS, gaveUpWaiting, nextRecheckDelay } from './checkout-recheck';

const pending = { state: 'pending', planId: 'pub-premium' } as const;

describe('re-checking a pending checkout', () => {
  it('waits longer before each further check', () => {
    const waits = CHECKOUT_RECHECK_DELAYS_MS.map((_, index) => nextRecheckDelay(pending, index + 1));
    expect(waits).toEqual([...CHECKOUT_RECHECK_DELAYS_MS]);
    expect([...waits].sort((a, b) => Number(a) - Number(b))).toEqual(waits);
  });

  it('gives up after about 20 seconds in all, and says so', () => {
    const total = CHECKOUT_RECHECK_DELAYS_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBe(20_000);
    const last = CHECKOUT_RECHECK_DELAYS_MS.length + 1;
    expect(nextRecheckDelay(pending, last)).toBe(false);
    expect(gaveUpWaiting(pending, last)).toBe(true);
    expect(gaveUpWaiting(pending, 1)).toBe(false);
  });

  it.each(['complete', 'failed', 'expired'] as const)('stops at once when the checkout is %s', (state) => {
    expect(nextRecheckDelay({ state, planId: 'pub-premium' }, 1)).toBe(false);
    expect(gaveUpWaiting({ state, planId: 'pub-premium' }, 99)).toBe(false);
  });
});
