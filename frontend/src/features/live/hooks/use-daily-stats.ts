import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DAILY_STATS_KEY, dailyStatsQueryOptions } from '../api/daily-stats.api';
import { listenToDailyStats } from './daily-stats-subscription';

/** Today's player counts: read once over HTTP, then replaced by every socket push, without reloading. */
export function useDailyStats() {
  const client = useQueryClient();
  const query = useQuery(dailyStatsQueryOptions);
  useEffect(() => listenToDailyStats((stats) => client.setQueryData(DAILY_STATS_KEY, stats)), [client]);
  return query;
}
