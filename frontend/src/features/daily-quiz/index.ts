export { DailyMcQuizPage, DailyStandardQuizPage } from './components/daily-quiz-page';
export { DailyQuizzesPage } from './components/daily-quizzes-page';
export { DailyLeaderboardPage } from './components/leaderboard-page';
