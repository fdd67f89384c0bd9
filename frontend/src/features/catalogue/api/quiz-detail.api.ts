import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizSlugSchema, type QuizDetail } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from './catalogue-search.api';

export const quizDetailKey = (slug: string) => [...CATALOGUE_KEY, slug] as const;

export function fetchQuizDetail(slug: string): Promise<QuizDetail> {
  return apiRequest<QuizDetail>('GET', `/api/quizzes/${encodeURIComponent(slug)}`);
}

export function quizDetailQueryOptions(slug: string) {
  return queryOptions<QuizDetail>({
    queryKey: quizDetailKey(slug),
    queryFn: () => fetchQuizDetail(slug),
    // The page answers a failure itself: the 404 page for an unknown quiz, a retry for anything else.
    meta: { silent: true },
  });
}

/** One quiz with its rounds and round one's preview; not asked for at all when the address cannot be a quiz's. */
export function useQuizDetail(slug: string | undefined) {
  const valid = quizSlugSchema.safeParse(slug).success;
  return useQuery({ ...quizDetailQueryOptions(slug ?? ''), enabled: valid });
}
