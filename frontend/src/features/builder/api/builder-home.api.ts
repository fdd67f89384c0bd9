import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuilderHome } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';

export const BUILDER_HOME_KEY = ['/api/builder'] as const;

export const builderHomeQueryOptions = queryOptions<BuilderHome>({
  queryKey: BUILDER_HOME_KEY,
  queryFn: getQueryFn<BuilderHome>(),
  // The page answers a refusal itself: DL_001 is the "subscribe" state, anything else a retry.
  meta: { silent: true },
});

/** The builder's home: the member's drafts, saved quizzes and this month's quota. The server decides who may see it. */
export function useBuilderHome(enabled = true) {
  return useQuery({ ...builderHomeQueryOptions, enabled });
}
