import type { ApiUsageDay } from '@trivia/contracts';
import { utcDay } from './api-limit-policies';

const DAY_MS = 86_400_000;
export const DASHBOARD_DAYS = 30;

/** The last `count` UTC days up to today, oldest first, each present: a day without a row shows zeros. */
export function fillUsageDays(rows: readonly ApiUsageDay[], nowMs: number, count = DASHBOARD_DAYS): ApiUsageDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: count }, (_, index) => {
    const day = utcDay(nowMs - (count - 1 - index) * DAY_MS);
    const row = byDay.get(day);
    return { day, requests: row?.requests ?? 0, refused: row?.refused ?? 0 };
  });
}

export const firstDashboardDay = (nowMs: number, count = DASHBOARD_DAYS) => utcDay(nowMs - (count - 1) * DAY_MS);
