import { useQuery } from '@tanstack/react-query';
import type { QuestionBankStats } from '@trivia/contracts';

/** Every number the product shows about its content comes from here (issue 3), never from the code. */
export function useQuestionBankStats() {
  return useQuery<QuestionBankStats>({ queryKey: ['/api/question-bank/stats'] });
}
