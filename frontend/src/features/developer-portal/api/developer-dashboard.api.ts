import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeveloperDashboard } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

const DEVELOPER_DASHBOARD_ENDPOINT = '/api/developers/dashboard';
export const DEVELOPER_DASHBOARD_KEY = [DEVELOPER_DASHBOARD_ENDPOINT] as const;

export const developerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: DEVELOPER_DASHBOARD_KEY,
    queryFn: () => apiRequest<DeveloperDashboard>('GET', DEVELOPER_DASHBOARD_ENDPOINT),
  });

/** The tier, keys and usage the dashboard shows (members only: the page is behind the log-in). */
export function useDeveloperDashboard() {
  return useQuery(developerDashboardQueryOptions());
}
