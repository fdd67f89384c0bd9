import { fillDays, poundsFromPence, reportRange } from './analytics-report-range';

describe('reportRange', () => {
  it('is the last N UTC days with today last, ending at the next midnight', () => {
    const range = reportRange(new Date('2026-03-02T23:30:00Z'), 7);
    expect(range.from).toBe('2026-02-24');
    expect(range.to).toBe('2026-03-02');
    expect(range.dates).toHaveLength(7);
    expect(range.start.toISOString()).toBe('2026-02-24T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});

describe('fillDays', () => {
  it('gives quiet days zeros and keeps days with events', () => {
    const day = { date: '2026-03-02', pageViews: 4, visitors: 2, conversions: 1, valueGbp: 3 };
    expect(fillDays(['2026-03-01', '2026-03-02'], [day])).toEqual([
      { date: '2026-03-01', pageViews: 0, visitors: 0, conversions: 0, valueGbp: 0 },
      day,
    ]);
  });
});

it('poundsFromPence turns SQL sums into pounds', () => {
  expect(poundsFromPence('1234')).toBe(12.34);
  expect(poundsFromPence(null)).toBe(0);
});
