import type { ApiUsageDay } from '@trivia/contracts';
import { fillByDay, lastUtcDays } from '../../common/utc-days';

export const DASHBOARD_DAYS = 30;

/** The last `count` UTC days up to today, oldest first, each present: a day without a row shows zeros. */
export function fillUsageDays(rows: readonly ApiUsageDay[], nowMs: number, count = DASHBOARD_DAYS): ApiUsageDay[] {
  return fillByDay(
    lastUtcDays(nowMs, count),
    rows.map(({ day, requests, refused }) => ({ day, requests, refused })),
    (row) => row.day,
    (day) => ({ day, requests: 0, refused: 0 }),
  );
}

export const firstDashboardDay = (nowMs: number, count = DASHBOARD_DAYS) => lastUtcDays(nowMs, count)[0]!;
