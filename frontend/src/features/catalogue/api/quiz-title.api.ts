import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';
import { libraryQueryOptions } from './library.api';
import { useQuizDetail } from './quiz-detail.api';

/**
 * A quiz's title by its slug: a catalogue quiz's from its page, a member's own builder quiz (which has no public
 * page) from their library. Null until known, or when it is neither.
 */
export function useQuizTitle(slug: string | undefined): string | null {
  const { status } = useCurrentUser();
  const detail = useQuizDetail(slug);
  const notInCatalogue = isApiError(detail.error) && detail.error.status === 404;
  const library = useQuery({
    ...libraryQueryOptions,
    enabled: notInCatalogue && status === 'logged-in',
    meta: { silent: true },
  });
  if (detail.data) return detail.data.title;
  return library.data?.built?.find((built) => built.quiz.slug === slug)?.quiz.title ?? null;
}
