export { AttributionsPage } from './components/attributions-page';
export { useQuestionBankStats } from './api/question-bank-stats.api';
