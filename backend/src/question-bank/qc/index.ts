/** QC for text members write (builder questions, contributions): other domains import it from here. */
export {
  checkQuestionRules,
  checkQuestionText,
  hasMarkup,
  type QcProblem,
  type QuestionTextInput,
  type RuledQcProblem,
} from './question-qc';
