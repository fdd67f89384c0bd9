/** The markup check lives with the shared text rules: questions and enquiry forms refuse the same markup. */
export { hasMarkup } from '@trivia/contracts';
