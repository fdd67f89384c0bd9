import { ukLongDate, formatNumber } from '@trivia/contracts';

// Shared with the backend's share text, so the page and the shared result read the same.
export { formatDuration, ordinal } from '@trivia/contracts';

/** "1 player" / "340 players", with thousands separators. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** Whole-number percentage of part in whole; 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** A YYYY-MM-DD quiz date as "Sat, 21 Nov 2026", read as a calendar date whatever the viewer's zone. */
export function formatQuizDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant as the UK calendar date, written as British readers write it: "26 November 2026". */
export function formatLongDate(iso: string): string {
  return ukLongDate(new Date(iso));
}
