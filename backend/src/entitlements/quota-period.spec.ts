import { quotaMonth, quotaResetsAt, resetDateLabel } from './quota-period';

const at = (iso: string) => new Date(iso);

describe('the quota month (UK calendar month)', () => {
  it.each`
    instant                       | month        | why
    ${'2026-03-31T22:59:59.999Z'} | ${'2026-03'} | ${'23:59 BST on 31 March'}
    ${'2026-03-31T23:00:00.000Z'} | ${'2026-04'} | ${'midnight BST on 1 April is still March in UTC'}
    ${'2026-10-31T23:59:59.999Z'} | ${'2026-10'} | ${'23:59 GMT on 31 October'}
    ${'2026-11-01T00:00:00.000Z'} | ${'2026-11'} | ${'midnight GMT on 1 November'}
    ${'2026-12-31T23:59:59.999Z'} | ${'2026-12'} | ${'the last instant of the year'}
    ${'2027-01-01T00:00:00.000Z'} | ${'2027-01'} | ${'the first instant of the next'}
    ${'2026-07-31T23:30:00.000Z'} | ${'2026-08'} | ${'00:30 BST on 1 August'}
  `('puts $instant in $month ($why)', ({ instant, month }) => {
    expect(quotaMonth(at(instant))).toBe(month);
  });
});

describe('when the quota resets', () => {
  it.each`
    instant                       | resetsAt                      | why
    ${'2026-03-15T12:00:00.000Z'} | ${'2026-03-31T23:00:00.000Z'} | ${'1 April starts in BST'}
    ${'2026-03-31T23:00:00.000Z'} | ${'2026-04-30T23:00:00.000Z'} | ${'a month starting at its first instant runs a whole month'}
    ${'2026-10-20T12:00:00.000Z'} | ${'2026-11-01T00:00:00.000Z'} | ${'1 November starts in GMT'}
    ${'2026-12-31T23:59:59.999Z'} | ${'2027-01-01T00:00:00.000Z'} | ${'over the new year'}
    ${'2026-01-31T12:00:00.000Z'} | ${'2026-02-01T00:00:00.000Z'} | ${'winter to winter'}
    ${'2027-03-28T00:59:00.000Z'} | ${'2027-03-31T23:00:00.000Z'} | ${'on the morning the clocks go forward'}
    ${'2026-10-25T01:30:00.000Z'} | ${'2026-11-01T00:00:00.000Z'} | ${'on the morning the clocks go back'}
  `('from $instant is $resetsAt ($why)', ({ instant, resetsAt }) => {
    expect(quotaResetsAt(at(instant)).toISOString()).toBe(resetsAt);
  });

  it('is always the first instant of the next quota month', () => {
    for (let day = 0; day < 366; day += 1) {
      const now = new Date(Date.UTC(2026, 0, 1, 12) + day * 86_400_000);
      const reset = quotaResetsAt(now);
      expect(quotaMonth(reset)).not.toBe(quotaMonth(now));
      expect(quotaMonth(new Date(reset.getTime() - 1))).toBe(quotaMonth(now));
    }
  });

  it('is named by its UK date', () => {
    expect(resetDateLabel(at('2026-03-31T23:00:00.000Z'))).toBe('1 April 2026');
    expect(resetDateLabel(at('2026-11-01T00:00:00.000Z'))).toBe('1 November 2026');
  });
});
