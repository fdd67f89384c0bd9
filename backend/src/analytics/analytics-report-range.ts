import type { AnalyticsDay } from '@trivia/contracts';
import { DAY_MS, fillByDay, lastUtcDays } from '../common/utc-days';

export interface ReportRange {
  /** First day shown (YYYY-MM-DD, UTC). */
  from: string;
  /** Last day shown: today (UTC). */
  to: string;
  /** Events at or after this instant... */
  start: Date;
  /** ...and before this one (midnight after `to`). */
  end: Date;
  dates: string[];
}

/** The last `days` UTC days, today included. */
export function reportRange(now: Date, days: number): ReportRange {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const dates = lastUtcDays(now.getTime(), days);
  return { from: dates[0]!, to: dates[days - 1]!, start, end: new Date(todayStart + DAY_MS), dates };
}

/** Every day of the range, with zeros for days without events, so a chart shows quiet days as quiet. */
export function fillDays(dates: readonly string[], rows: readonly AnalyticsDay[]): AnalyticsDay[] {
  return fillByDay(
    dates,
    rows,
    (row) => row.date,
    (date) => ({ date, pageViews: 0, visitors: 0, conversions: 0, valueGbp: 0 }),
  );
}

/** Pence summed in SQL (a bigint, so a string) as pounds. */
export const poundsFromPence = (pence: string | number | null | undefined) => Number(pence ?? 0) / 100;
