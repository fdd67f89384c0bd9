import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport, AnalyticsReportDays } from '@trivia/contracts';

export const ADMIN_ANALYTICS_KEY = '/api/admin/analytics';

/** The figures of the last 7, 30 or 90 days; the previous period stays on screen while the next loads. */
export function useAdminAnalytics(days: AnalyticsReportDays) {
  return useQuery<AnalyticsReport>({ queryKey: [ADMIN_ANALYTICS_KEY, { days }], placeholderData: keepPreviousData });
}
