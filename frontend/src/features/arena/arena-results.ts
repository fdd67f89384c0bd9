// The Arena's history and season leaderboard: a page chunk of their own, apart from the Arena itself (index.ts).
export { ArenaHistoryPage } from './components/arena-history-page';
export { ArenaLeaderboardPage } from './components/arena-leaderboard-page';
