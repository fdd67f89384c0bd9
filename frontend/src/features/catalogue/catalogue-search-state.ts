import {
  ARCHETYPE_IDS,
  CATALOGUE_PAGE_SIZE,
  QUIZ_AUDIENCES,
  QUIZ_DIFFICULTIES,
  QUIZ_LENGTHS,
  QUIZ_SEASONS,
  type CatalogueQuery,
} from '@trivia/contracts';

/** The filters of GET /api/quizzes, in the order the page shows them. */
export const FILTER_KEYS = ['archetype', 'category', 'difficulty', 'length', 'audience', 'season'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CatalogueSort = NonNullable<CatalogueQuery['sort']>;

export interface CatalogueSearchState {
  q: string;
  /** Values within one filter are OR-ed; filters are AND-ed (the server's rule). */
  filters: Record<FilterKey, string[]>;
  /** The sort the visitor chose; null means the default for the search (see effectiveSort). */
  sort: CatalogueSort | null;
  page: number;
}

// The contracts' plain lists, not their zod schemas: the page's first download stays without zod.
const isOneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/** What a shared link may carry per filter; anything else is dropped, not sent to the server to refuse. */
const VALID_VALUE: Record<FilterKey, (value: string) => boolean> = {
  archetype: isOneOf(ARCHETYPE_IDS),
  category: (value) => /^[a-z-]{2,40}$/.test(value),
  difficulty: isOneOf(QUIZ_DIFFICULTIES),
  length: (value) => (QUIZ_LENGTHS as readonly number[]).map(String).includes(value),
  audience: isOneOf(QUIZ_AUDIENCES),
  season: isOneOf(QUIZ_SEASONS),
};

const SORTS: readonly CatalogueSort[] = ['newest', 'popular', 'relevance'];
const MAX_PAGE = 10_000;
const MAX_QUERY_LENGTH = 100;

export const emptyFilters = (): Record<FilterKey, string[]> =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, []])) as unknown as Record<FilterKey, string[]>;

/** Reads the page's state from its query string, forgiving anything malformed (an old or edited link). */
export function readSearchState(params: URLSearchParams): CatalogueSearchState {
  const filters = emptyFilters();
  for (const key of FILTER_KEYS) {
    filters[key] = [...new Set(params.getAll(key).filter(VALID_VALUE[key]))];
  }
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    filters,
    sort: SORTS.includes(sort as CatalogueSort) ? (sort as CatalogueSort) : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Relevance only means something for a search; with one it is the default, without one newest is. */
export function effectiveSort(state: Pick<CatalogueSearchState, 'q' | 'sort'>): CatalogueSort {
  if (!state.q) return state.sort === 'relevance' || !state.sort ? 'newest' : state.sort;
  return state.sort ?? 'relevance';
}

/** The canonical query string of a state: defaults left out, so equal searches share one link. */
export function writeSearchState(state: CatalogueSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of FILTER_KEYS) {
    for (const value of state.filters[key]) params.append(key, value);
  }
  const sort = effectiveSort(state);
  if (sort !== effectiveSort({ q: state.q, sort: null })) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string for GET /api/quizzes: the canonical one with the sort and page always said. */
export function apiSearchParams(state: CatalogueSearchState): string {
  const params = writeSearchState(state);
  params.set('sort', effectiveSort(state));
  params.set('page', String(state.page));
  params.set('pageSize', String(CATALOGUE_PAGE_SIZE.default));
  return params.toString();
}

/** A filter value switched on or off; any change to what is searched goes back to page one. */
export function toggleFilter(
  state: CatalogueSearchState,
  key: FilterKey,
  value: string,
  on: boolean,
): CatalogueSearchState {
  const current = state.filters[key].filter((v) => v !== value);
  return { ...state, filters: { ...state.filters, [key]: on ? [...current, value] : current }, page: 1 };
}

export function withQuery(state: CatalogueSearchState, q: string): CatalogueSearchState {
  return { ...state, q: q.trim().slice(0, MAX_QUERY_LENGTH), page: 1 };
}

export function withSort(state: CatalogueSearchState, sort: CatalogueSort): CatalogueSearchState {
  return { ...state, sort, page: 1 };
}

export function clearFilters(state: CatalogueSearchState): CatalogueSearchState {
  return { ...state, filters: emptyFilters(), page: 1 };
}

export const activeFilterCount = (state: CatalogueSearchState): number =>
  FILTER_KEYS.reduce((sum, key) => sum + state.filters[key].length, 0);
