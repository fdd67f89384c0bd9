import { parseOrigins, originsFieldOf } from './origins-text';
import { usageBars, usageTotals } from './usage-chart-data';

describe('usage chart data', () => {
  const days = [
    { day: '2026-11-25', requests: 10, refused: 0 },
    { day: '2026-11-26', requests: 30, refused: 10 },
    { day: '2026-11-27', requests: 0, refused: 0 },
  ];

  it('scales stacked bars to the busiest day (requests and refused together)', () => {
    const bars = usageBars(days);
    expect(bars.map((b) => [b.label, b.requestsHeight, b.refusedHeight])).toEqual([
      ['25 Nov', 0.25, 0],
      ['26 Nov', 0.75, 0.25],
      ['27 Nov', 0, 0],
    ]);
  });

  it('draws empty bars, not a division by zero, for a month without requests', () => {
    const bars = usageBars([{ day: '2026-11-27', requests: 0, refused: 0 }]);
    expect(bars[0]).toMatchObject({ requestsHeight: 0, refusedHeight: 0 });
  });

  it('totals the month and finds the busiest day', () => {
    expect(usageTotals(days)).toEqual({ requests: 40, refused: 10 });
    expect(usageTotals([])).toEqual({ requests: 0, refused: 0 });
  });
});

describe('origins as typed', () => {
  it('splits lines, commas and spaces, drops trailing slashes and repeats', () => {
    expect(parseOrigins('https://a.example\nhttps://b.example/, https://a.example  ')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseOrigins('  \n ')).toEqual([]);
  });

  it('puts an error on any one origin on the origins field', () => {
    expect(originsFieldOf({ 'allowedOrigins.1': 'An origin such as https://example.com (no path)' })).toBe(
      'An origin such as https://example.com (no path)',
    );
    expect(originsFieldOf({ name: 'x' })).toBeUndefined();
  });
});
