/** The calendar date in the UK (Europe/London) as YYYY-MM-DD: daily quizzes change at UK midnight. */
export function ukDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const UK_LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "26 November 2026": the UK calendar date of an instant as British readers write it (mails, PDFs, titles). */
export function ukLongDate(instant: Date): string {
  return UK_LONG_DATE.format(instant);
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
