export { LandingPage } from './components/landing-page';
/** Today's daily quizzes with live player counts (the ads landing page leads with it too). */
export { DailyQuizTeaser } from './components/daily-quiz-teaser';
