import { isCalendarDate, shiftDate, ukDate, ukLongDate } from './uk-date.js';

describe('ukDate', () => {
  it.each([
    ['2026-11-21T23:59:59Z', '2026-11-21', 'GMT: UTC midnight is UK midnight'],
    ['2026-11-22T00:00:00Z', '2026-11-22', 'GMT'],
    ['2026-07-01T22:59:59Z', '2026-07-01', 'BST: 23:59 in London'],
    ['2026-07-01T23:00:00Z', '2026-07-02', 'BST: midnight in London comes an hour before UTC'],
    ['2026-03-29T00:30:00Z', '2026-03-29', 'the night the clocks go forward'],
  ])('%s is %s in the UK (%s)', (instant, expected) => {
    expect(ukDate(new Date(instant))).toBe(expected);
  });
});

describe('shiftDate', () => {
  it.each([
    ['2026-11-21', 1, '2026-11-20'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2028-03-01', 1, '2028-02-29'],
    ['2026-01-01', 1, '2025-12-31'],
    ['2026-11-21', 90, '2026-08-23'],
    ['2026-11-21', -1, '2026-11-22'],
  ])('%s minus %i days is %s', (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
  });
});

describe('ukLongDate', () => {
  it('writes the UK calendar date as British readers do', () => {
    expect(ukLongDate(new Date('2026-11-26T12:00:00Z'))).toBe('26 November 2026');
    // 23:30 UTC on 31 May is already 1 June in London (BST).
    expect(ukLongDate(new Date('2026-05-31T23:30:00Z'))).toBe('1 June 2026');
    // In winter London keeps UTC: still 31 December.
    expect(ukLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('31 December 2026');
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-11-27', '2024-02-29', '2026-12-31'])('%s is a day of the calendar', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-11-7', '27/11/2026', '2026-11-27x', ''])(
    '%j is not',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('the UK clock rule against the ICU time zone data', () => {
  const icu = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it('gives the same UK date every half hour of the week around each clock change, 1996-2040', () => {
    let checked = 0;
    for (let year = 1996; year <= 2040; year += 1) {
      // The last Sunday of March and of October fall on the 25th to the 31st: cover the whole week and a day.
      for (const month of [2, 9]) {
        for (let at = Date.UTC(year, month, 24); at < Date.UTC(year, month + 1, 1, 12); at += 30 * 60_000) {
          const instant = new Date(at);
          expect(ukDate(instant)).toBe(icu.format(instant));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it('writes the long date as en-GB does, at noon and near midnight of every day of 2025-2028', () => {
    const long = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      for (const offset of [12 * 3_600_000, 22 * 3_600_000 + 59 * 60_000, 23 * 3_600_000 + 30 * 60_000]) {
        const instant = new Date(at + offset);
        expect(ukLongDate(instant)).toBe(long.format(instant));
      }
    }
  });
});
