/** Calendar days in UTC, as the daily reports and the developer API's daily limits count them. */
export const DAY_MS = 86_400_000;

/** An instant's date, YYYY-MM-DD, in UTC. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The last `count` UTC days up to and including the day of `nowMs`, oldest first. */
export function lastUtcDays(nowMs: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => utcDay(nowMs - (count - 1 - index) * DAY_MS));
}

/** A row for every day, in the days' order: the row of that day, or `zero(day)` where there is none. */
export function fillByDay<Row>(
  days: readonly string[],
  rows: readonly Row[],
  dayOf: (row: Row) => string,
  zero: (day: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [dayOf(row), row]));
  return days.map((day) => byDay.get(day) ?? zero(day));
}
