import { addInterval, prorate } from './billing-periods';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it.each`
    from                          | interval   | to
    ${'2026-01-15T10:00:00.000Z'} | ${'month'} | ${'2026-02-15T10:00:00.000Z'}
    ${'2026-01-31T10:00:00.000Z'} | ${'month'} | ${'2026-02-28T10:00:00.000Z'}
    ${'2028-01-31T10:00:00.000Z'} | ${'month'} | ${'2028-02-29T10:00:00.000Z'}
    ${'2026-12-31T23:00:00.000Z'} | ${'month'} | ${'2027-01-31T23:00:00.000Z'}
    ${'2028-02-29T00:00:00.000Z'} | ${'year'}  | ${'2029-02-28T00:00:00.000Z'}
    ${'2026-05-15T08:30:00.000Z'} | ${'year'}  | ${'2027-05-15T08:30:00.000Z'}
  `('$interval after $from is $to', ({ from, interval, to }) => {
    expect(addInterval(at(from), interval).toISOString()).toBe(to);
  });
});

describe('pro-ration (always_invoice)', () => {
  // A 30-day period: 1 to 31 May.
  const period = { periodStart: at('2026-05-01T00:00:00Z'), periodEnd: at('2026-05-31T00:00:00Z') };

  it('charges the difference for the rest of the period on an upgrade, keeping the period', () => {
    const result = prorate({
      ...period,
      oldPricePence: 1200,
      oldInterval: 'month',
      newPricePence: 2500,
      newInterval: 'month',
      now: at('2026-05-16T00:00:00Z'),
    });
    // Half the period is left: £6 credit, £12.50 charge.
    expect(result).toEqual({ creditPence: 600, chargePence: 1250, totalPence: 650, ...period });
  });

  it('never charges a negative total on a downgrade: the larger credit leaves 0', () => {
    const result = prorate({
      ...period,
      oldPricePence: 2500,
      oldInterval: 'month',
      newPricePence: 999,
      newInterval: 'month',
      now: at('2026-05-07T00:00:00Z'),
    });
    expect(result.creditPence).toBe(2000);
    expect(result.chargePence).toBe(799);
    expect(result.totalPence).toBe(0);
  });

  it('starts a new yearly period now, charged in full less the unused month', () => {
    const now = at('2026-05-25T00:00:00Z');
    const result = prorate({
      ...period,
      oldPricePence: 2500,
      oldInterval: 'month',
      newPricePence: 29_900,
      newInterval: 'year',
      now,
    });
    expect(result).toEqual({
      creditPence: 500,
      chargePence: 29_900,
      totalPence: 29_400,
      periodStart: now,
      periodEnd: at('2027-05-25T00:00:00Z'),
    });
  });

  it('gives no credit once the period is over and the whole credit at its start', () => {
    const base = { oldPricePence: 1200, oldInterval: 'month', newPricePence: 2500, newInterval: 'month' } as const;
    expect(prorate({ ...base, ...period, now: at('2026-06-02T00:00:00Z') }).creditPence).toBe(0);
    expect(prorate({ ...base, ...period, now: period.periodStart })).toMatchObject({
      creditPence: 1200,
      chargePence: 2500,
      totalPence: 1300,
    });
  });
});
