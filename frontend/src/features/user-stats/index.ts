export { UserStatsPage } from './components/user-stats-page';
export { useUserStats } from './api/user-stats.api';
