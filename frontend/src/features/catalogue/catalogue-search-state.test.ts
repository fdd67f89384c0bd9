import {
  apiSearchParams,
  effectiveSort,
  readSearchState,
  toggleFilter,
  withQuery,
  withSort,
  writeSearchState,
} from './catalogue-search-state';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('the catalogue search in the address', () => {
  it('reads repeated filters, the search, the sort and the page', () => {
    const state = read('q=christmas+film&archetype=music&archetype=film-tv&length=50&sort=popular&page=3');
    expect(state.q).toBe('christmas film');
    expect(state.filters.archetype).toEqual(['music', 'film-tv']);
    expect(state.filters.length).toEqual(['50']);
    expect(state.sort).toBe('popular');
    expect(state.page).toBe(3);
  });

  it('drops what an edited link got wrong instead of asking the server to refuse it', () => {
    const state = read('archetype=opera&archetype=music&length=40&difficulty=easy&difficulty=easy&sort=oldest&page=-2');
    expect(state.filters.archetype).toEqual(['music']);
    expect(state.filters.length).toEqual([]);
    expect(state.filters.difficulty).toEqual(['easy']);
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
  });

  it('writes one canonical link: defaults left out, so it reads back the same', () => {
    const state = toggleFilter(read('season=christmas'), 'audience', 'pub', true);
    expect(writeSearchState(state).toString()).toBe('audience=pub&season=christmas');
    expect(writeSearchState({ ...state, page: 2 }).toString()).toBe('audience=pub&season=christmas&page=2');
    expect(readSearchState(writeSearchState({ ...state, page: 2 }))).toEqual({ ...state, page: 2 });
  });

  it('sorts a search by relevance unless told otherwise, and never by relevance without one', () => {
    expect(effectiveSort(read(''))).toBe('newest');
    expect(effectiveSort(read('sort=relevance'))).toBe('newest');
    expect(effectiveSort(read('q=music'))).toBe('relevance');
    expect(effectiveSort(read('q=music&sort=newest'))).toBe('newest');
    expect(writeSearchState(read('q=music&sort=relevance')).toString()).toBe('q=music');
    expect(writeSearchState(withSort(read(''), 'newest')).toString()).toBe('');
  });

  it('goes back to page one whenever what is searched changes', () => {
    const onPage4 = read('page=4');
    expect(toggleFilter(onPage4, 'difficulty', 'hard', true).page).toBe(1);
    expect(withQuery(onPage4, 'quiz').page).toBe(1);
    expect(withSort(onPage4, 'popular').page).toBe(1);
  });

  it('asks the API with the sort, page and page size always said', () => {
    expect(apiSearchParams(read('q=pub&length=30&length=50'))).toBe(
      'q=pub&length=30&length=50&sort=relevance&page=1&pageSize=24',
    );
  });
});
