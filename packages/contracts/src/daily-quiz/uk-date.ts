// UK dates without Intl: a browser's first Intl call loads its locale and time zone data, 40-60 ms of main
// thread on a phone-class CPU, and every page's header asks for the date. The UK's clock rule is short: since 1996
// British Summer Time (UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
// October, and London keeps UTC otherwise. `uk-date.spec.ts` checks this against the ICU time zone data, every half
// hour of the week around every change from 1996 to 2040. If Parliament changes the rule, change it here.

/** The day of the month (1-31) of the last Sunday of a month (1-12) of a year. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Whether the UK keeps British Summer Time (UTC+1) at an instant. */
export function isBritishSummerTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const at = instant.getTime();
  return at >= Date.UTC(year, 2, lastSunday(year, 3), 1) && at < Date.UTC(year, 9, lastSunday(year, 10), 1);
}

/** The calendar date in the UK (Europe/London) of an instant; month and day count from 1. */
export function ukCalendarDate(instant: Date): { year: number; month: number; day: number } {
  const local = new Date(instant.getTime() + (isBritishSummerTime(instant) ? 3_600_000 : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar date in the UK (Europe/London) as YYYY-MM-DD: daily quizzes change at UK midnight. */
export function ukDate(instant: Date): string {
  const { year, month, day } = ukCalendarDate(instant);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "26 November 2026": the UK calendar date of an instant as British readers write it (cards, mails, PDFs, titles),
 * as en-GB's long date does (`uk-date.spec.ts` compares them), without Intl.
 */
export function ukLongDate(instant: Date): string {
  const { year, month, day } = ukCalendarDate(instant);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The date `days` before (negative: after) a YYYY-MM-DD date, on the calendar, whatever the clocks do. */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** A day of the calendar written as YYYY-MM-DD (2026-02-30 is not one). Plain code, no zod: pages check it first. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
