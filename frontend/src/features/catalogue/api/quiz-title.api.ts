import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth';
import { libraryQueryOptions } from './library.api';

/**
 * The title of the member's own builder quiz `slug` (it has no public page), from their library; asked only when
 * `enabled` (the catalogue did not know the quiz). Null until known, or when it is not theirs.
 */
export function useBuiltQuizTitle(slug: string | null, enabled: boolean): string | null {
  const { status } = useCurrentUser();
  const library = useQuery({
    ...libraryQueryOptions,
    enabled: enabled && slug !== null && status === 'logged-in',
    meta: { silent: true },
  });
  return library.data?.built?.find((built) => built.quiz.slug === slug)?.quiz.title ?? null;
}
