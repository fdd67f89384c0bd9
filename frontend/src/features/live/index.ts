export { useDailyStats } from './hooks/use-daily-stats';
export { countsFor, DAILY_STATS_KEY, type LiveCount } from './api/daily-stats.api';
export { LiveCountText } from './components/live-count-text';
export { liveCountText } from './live-count-format';
