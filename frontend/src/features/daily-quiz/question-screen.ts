// The question screen's parts, which the revision practice player (audiences) shares; apart from index.ts so the
// daily quiz page's first download does not carry them.
export { QuestionCard } from './components/question-card';
export { AnsweringCard } from './components/answering-card';
export { AnswerFeedback } from './components/answer-feedback';
export { AnswersReview } from './components/answers-review';
