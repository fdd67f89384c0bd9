import { ukDate, ukLongDate } from '@trivia/contracts';

/**
 * Quotas count per calendar month in the UK (Europe/London): a download at 00:30 on 1 April BST belongs to
 * April, though it is still 31 March in UTC.
 */
export function quotaMonth(now: Date): string {
  return ukDate(now).slice(0, 7);
}

/** The first instant of the UK month after `now`'s: when a month's quota use goes back to 0. */
export function quotaResetsAt(now: Date): Date {
  const [year, month] = quotaMonth(now).split('-').map(Number) as [number, number];
  // Midnight of the 1st as if the UK were on UTC, then moved by the UK's offset at that moment. The clocks change
  // at 01:00 UTC on a Sunday, never at a month's first midnight, so one correction is exact.
  const asUtc = Date.UTC(year, month, 1);
  return new Date(asUtc - ukOffsetMs(new Date(asUtc)));
}

const UK_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** How far the UK's wall clock is ahead of UTC at `instant`: 0 in winter (GMT), one hour in summer (BST). */
function ukOffsetMs(instant: Date): number {
  const parts = UK_WALL_CLOCK.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wallClock - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** "1 December 2026": the reset date as a quota message says it, on the UK calendar. */
export function resetDateLabel(resetsAt: Date): string {
  return ukLongDate(resetsAt);
}
