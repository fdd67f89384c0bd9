import { freeSampleWeek } from './free-sample-week';

describe('freeSampleWeek', () => {
  it.each`
    now                            | monday          | today
    ${'2026-11-23T09:00:00Z'}      | ${'2026-11-23'} | ${'2026-11-23'}
    ${'2026-11-29T22:00:00Z'}      | ${'2026-11-23'} | ${'2026-11-29'}
    ${'2026-11-29T23:30:00Z'}      | ${'2026-11-23'} | ${'2026-11-29'}
    ${'2026-11-30T00:30:00Z'}      | ${'2026-11-30'} | ${'2026-11-30'}
    ${'2026-06-28T23:30:00Z'}      | ${'2026-06-29'} | ${'2026-06-29'}
    ${'2026-03-01T12:00:00+00:00'} | ${'2026-02-23'} | ${'2026-03-01'}
  `('counts the UK week from Monday: $now → $monday..$today', ({ now, monday, today }) => {
    expect(freeSampleWeek(new Date(now))).toEqual({ monday, today });
  });
});
