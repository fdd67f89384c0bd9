import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueResult } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiSearchParams, type CatalogueSearchState } from '../catalogue-search-state';

export const CATALOGUE_KEY = ['/api/quizzes'] as const;

/** GET /api/quizzes with repeated parameters for many values (`archetype=music&archetype=sport`). */
export function searchCatalogue(search: string): Promise<CatalogueResult> {
  return apiRequest<CatalogueResult>('GET', `/api/quizzes?${search}`);
}

export function catalogueSearchQueryOptions(state: CatalogueSearchState) {
  const search = apiSearchParams(state);
  return queryOptions<CatalogueResult>({
    queryKey: [...CATALOGUE_KEY, { search }],
    queryFn: () => searchCatalogue(search),
  });
}

/**
 * One page of the catalogue with its facet counts. The previous answer stays while the next loads, so the filters
 * keep their place; the results area shows skeletons meanwhile.
 */
export function useCatalogueSearch(state: CatalogueSearchState) {
  return useQuery({ ...catalogueSearchQueryOptions(state), placeholderData: keepPreviousData });
}
