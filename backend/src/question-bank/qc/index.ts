/** QC for text members write (builder questions, contributions): other domains import it from here. */
export { checkQuestionText, hasMarkup, type QcProblem, type QuestionTextInput } from './question-qc';
