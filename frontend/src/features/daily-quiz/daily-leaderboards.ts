// The daily quizzes' hub and leaderboards: a page chunk of their own, apart from the quiz itself (index.ts).
export { DailyQuizzesPage } from './components/daily-quizzes-page';
export { DailyLeaderboardPage } from './components/leaderboard-page';
