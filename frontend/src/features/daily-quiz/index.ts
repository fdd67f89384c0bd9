export { DailyMcQuizPage, DailyStandardQuizPage } from './components/daily-quiz-page';
export { DailyQuizzesPage } from './components/daily-quizzes-page';
export { DailyLeaderboardPage } from './components/leaderboard-page';
/** The question screen's parts, which the revision practice player (audiences) shares. */
export { QuestionCard } from './components/question-card';
export { McOptions } from './components/mc-options';
export { TextAnswerForm } from './components/text-answer-form';
export { AnswerFeedback } from './components/answer-feedback';
export { AnswersReview } from './components/answers-review';
