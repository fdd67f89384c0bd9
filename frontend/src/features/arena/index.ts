export { ArenaPage } from './components/arena-page';
export { ArenaHistoryPage } from './components/arena-history-page';
export { ArenaLeaderboardPage } from './components/arena-leaderboard-page';
export { useArenaRoom, type ArenaRoom, type ArenaStatus } from './hooks/use-arena-room';
