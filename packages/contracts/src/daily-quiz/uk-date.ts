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
