import { useQuery } from '@tanstack/react-query';
import type { QuizHistoryResponse } from '@trivia/contracts';

export const QUIZ_HISTORY_KEY = ['/api/daily-quiz/history'] as const;

/** Past days' quizzes, newest first, with how many played each. */
export function useQuizHistory() {
  return useQuery<QuizHistoryResponse>({ queryKey: QUIZ_HISTORY_KEY });
}
