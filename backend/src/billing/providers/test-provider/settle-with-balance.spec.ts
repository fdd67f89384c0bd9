import { settleWithBalance } from './test-invoicing';

describe('settleWithBalance (Stripe customer balance)', () => {
  it('charges the whole subtotal when there is no credit', () => {
    expect(settleWithBalance(1200, 0)).toEqual({ totalPence: 1200, appliedBalancePence: 0, balancePence: 0 });
  });

  it('keeps a negative subtotal as credit and charges nothing', () => {
    expect(settleWithBalance(-1501, 0)).toEqual({ totalPence: 0, appliedBalancePence: 0, balancePence: -1501 });
    expect(settleWithBalance(-100, -400)).toEqual({ totalPence: 0, appliedBalancePence: 0, balancePence: -500 });
  });

  it('pays from credit first, then the card for the rest', () => {
    expect(settleWithBalance(999, -1501)).toEqual({ totalPence: 0, appliedBalancePence: 999, balancePence: -502 });
    expect(settleWithBalance(999, -502)).toEqual({ totalPence: 497, appliedBalancePence: 502, balancePence: 0 });
  });

  it('never takes a positive balance (money owed by the customer) as credit', () => {
    expect(settleWithBalance(999, 300)).toEqual({ totalPence: 999, appliedBalancePence: 0, balancePence: 300 });
  });
});
