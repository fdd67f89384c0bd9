import { ukDate } from '@trivia/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UK week the free sample pack is chosen from: Monday to today (UK dates, YYYY-MM-DD). Releases later in the
 * week are not out yet, so they cannot be this week's sample.
 */
export function freeSampleWeek(now: Date): { monday: string; today: string } {
  const today = ukDate(now);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return { monday: new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10), today };
}
