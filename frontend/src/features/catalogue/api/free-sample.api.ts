import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSummary } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';

export const FREE_SAMPLE_KEY = ['/api/quizzes/free-sample'] as const;

export const freeSampleQueryOptions = queryOptions<QuizSummary>({
  queryKey: FREE_SAMPLE_KEY,
  queryFn: getQueryFn<QuizSummary>(),
  // Pages say themselves when this week's sample is not out yet.
  meta: { silent: true },
});

/** This week's free sample pack: any member may download it without a plan or quota. */
export function useFreeSample() {
  return useQuery(freeSampleQueryOptions);
}
