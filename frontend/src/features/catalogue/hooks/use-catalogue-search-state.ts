import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchState, writeSearchState, type CatalogueSearchState } from '../catalogue-search-state';

/**
 * The catalogue's search, filters, sort and page live in the query string, so a search can be shared and the back
 * button steps through it. Typing replaces the current entry instead of adding one per pause.
 */
export function useCatalogueSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const update = useCallback(
    (next: CatalogueSearchState, { replace = false }: { replace?: boolean } = {}) =>
      setParams(writeSearchState(next), { replace }),
    [setParams],
  );
  return { state, update };
}
