import type { ApiUsageDay } from '@trivia/contracts';

export interface UsageBar {
  day: string;
  /** "27 Nov": short enough for a bar's label on a phone. */
  label: string;
  requests: number;
  refused: number;
  /** Heights as fractions of the tallest day (requests and refused stacked). */
  requestsHeight: number;
  refusedHeight: number;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The bars of the usage chart: one per day, stacked requests and refused, scaled to the busiest day. */
export function usageBars(days: ApiUsageDay[]): UsageBar[] {
  const tallest = Math.max(1, ...days.map((d) => d.requests + d.refused));
  return days.map((d) => ({
    day: d.day,
    label: DAY_LABEL.format(new Date(`${d.day}T00:00:00Z`)),
    requests: d.requests,
    refused: d.refused,
    requestsHeight: d.requests / tallest,
    refusedHeight: d.refused / tallest,
  }));
}

export interface UsageTotals {
  requests: number;
  refused: number;
}

export function usageTotals(days: ApiUsageDay[]): UsageTotals {
  return {
    requests: days.reduce((sum, d) => sum + d.requests, 0),
    refused: days.reduce((sum, d) => sum + d.refused, 0),
  };
}
