export { DailyMcQuizPage, DailyStandardQuizPage } from './components/daily-quiz-page';
