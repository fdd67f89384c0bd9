import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionSample, RevisionSet, RevisionSetsResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export const REVISION_KEY = ['/api/revision'] as const;

export const revisionSetsQueryOptions = () =>
  queryOptions<RevisionSetsResponse>({
    queryKey: [...REVISION_KEY, 'sets'],
    queryFn: () => apiRequest<RevisionSetsResponse>('GET', '/api/revision/sets'),
  });

/** Every GCSE and A-level set the bank holds, with counts (the same for everyone: cached for the visit). */
export function useRevisionSets() {
  return useQuery(revisionSetsQueryOptions());
}

/** A real question of one set, with its answer, as an example on an audience page. */
export function useRevisionSample(set: RevisionSet) {
  return useQuery({
    queryKey: [...REVISION_KEY, 'sample', set.subject, set.level],
    queryFn: () =>
      apiRequest<RevisionSample>(
        'GET',
        `/api/revision/sets/${encodeURIComponent(set.subject)}/${encodeURIComponent(set.level)}/sample`,
      ),
    // An example is a nicety: the section hides itself rather than raising a toast when the bank has none.
    meta: { silent: true },
  });
}
