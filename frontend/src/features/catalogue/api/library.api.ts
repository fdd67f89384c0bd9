import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Library } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';

export const LIBRARY_KEY = ['/api/library'] as const;

export const libraryQueryOptions = queryOptions<Library>({
  queryKey: LIBRARY_KEY,
  queryFn: getQueryFn<Library>(),
});

/** The member's saved and downloaded quizzes (members only; never asked for a guest). */
export function useLibrary({ silent = false }: { silent?: boolean } = {}) {
  const { status } = useCurrentUser();
  return useQuery({ ...libraryQueryOptions, enabled: status === 'logged-in', meta: { silent } });
}
