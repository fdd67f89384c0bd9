export { UserStatsPage } from './components/user-stats-page';
export { USER_STATS_KEY } from './api/user-stats.api';
