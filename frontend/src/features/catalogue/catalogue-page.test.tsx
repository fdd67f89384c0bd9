/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeApi, renderPage } from '../../testing/render-page';
import { catalogueResult, quizSummary } from './catalogue-test-data';
import { CataloguePage } from './components/catalogue-page';

/** Where the page's address is now, so a test can see what a filter wrote into it. */
function AddressProbe() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const address = () => decodeURIComponent(screen.getByTestId('address').textContent ?? '').replace(/\+/g, ' ');
/** The query strings the page sent to GET /api/quizzes, in order. */
const searches = () =>
  (global.fetch as jest.Mock).mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/quizzes?'))
    .map((url) => decodeURIComponent(url.split('?')[1] ?? '').replace(/\+/g, ' '));

function openCatalogue(url = '/quizzes', result = catalogueResult()) {
  fakeApi({
    'GET /api/auth/me': { status: 401, body: { code: 'AUTH_005', message: 'Log in' } },
    'GET /api/quizzes': { body: result },
  });
  renderPage(
    <>
      <CataloguePage />
      <AddressProbe />
    </>,
    { url },
  );
}

const filters = () => screen.getByRole('region', { name: 'Filters' });
/** The filters column, once its code has loaded. */
const filtersLoaded = () => screen.findByRole('region', { name: 'Filters' });

// jsdom has no scrolling; a new page of results scrolls to the top in a browser.
beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

/** A screen as wide as a laptop's: every `min-width` query matches (the filters column is drawn). */
function wideScreen(): void {
  const narrow = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...narrow?.(query),
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = narrow;
  });
}

describe('the catalogue', () => {
  wideScreen();

  it('sends the filters in its address to the API and shows each value with its count', async () => {
    openCatalogue('/quizzes?archetype=music&difficulty=easy&difficulty=medium');

    const music = await within(await filtersLoaded()).findByRole('checkbox', { name: 'Music (7)' });
    expect(music).toHaveProperty('checked', true);
    expect(within(filters()).getByRole('checkbox', { name: 'Geography (12)' })).toHaveProperty('checked', false);
    expect(within(filters()).getByRole('checkbox', { name: 'Medium (14)' })).toHaveProperty('checked', true);
    expect(within(filters()).getByRole('checkbox', { name: 'Christmas (2)' })).toBeTruthy();
    expect(searches()[0]).toBe('archetype=music&difficulty=easy&difficulty=medium&sort=newest&page=1&pageSize=24');
  });

  it('writes a ticked filter into the address, back to page one, and searches again', async () => {
    openCatalogue('/quizzes?page=2');
    fireEvent.click(await within(await filtersLoaded()).findByRole('checkbox', { name: 'Christmas (2)' }));

    await waitFor(() => expect(address()).toBe('?season=christmas'));
    await waitFor(() => expect(searches().at(-1)).toBe('season=christmas&sort=newest&page=1&pageSize=24'));
    expect(screen.getByRole('group', { name: 'Active filters' }).textContent).toContain('Christmas');

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Christmas' }));
    await waitFor(() => expect(address()).toBe(''));
  });

  it('searches on Enter without waiting, and offers the best match first for a search', async () => {
    openCatalogue();
    const box = await screen.findByRole('searchbox', { name: 'Search quizzes' });
    fireEvent.change(box, { target: { value: '  capital cities ' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(address()).toBe('?q=capital cities'));
    await waitFor(() => expect(searches().at(-1)).toBe('q=capital cities&sort=relevance&page=1&pageSize=24'));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best match', 'Newest', 'Most popular']);
  });

  it('pages through a long result, with the total, keeping the filters', async () => {
    const items = Array.from({ length: 24 }, (_, i) =>
      quizSummary({ id: `q${i}`, slug: `quiz-${i}`, title: `Quiz ${i}` }),
    );
    openCatalogue('/quizzes?audience=pub&sort=popular', catalogueResult({ items, total: 130 }));

    expect(await screen.findByText('Showing 1–24 of 130 quizzes')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));

    await waitFor(() => expect(address()).toBe('?audience=pub&sort=popular&page=6'));
    await waitFor(() => expect(searches().at(-1)).toBe('audience=pub&sort=popular&page=6&pageSize=24'));
  });

  it('shows a quiz card with its type, length, categories, British date and downloads', async () => {
    openCatalogue();
    const card = await screen.findByRole('article', { name: 'Geography — 24 November 2026' });

    expect(within(card).getByRole('link').getAttribute('href')).toBe('/quizzes/geography-30-2026-11-24');
    expect(card.textContent).toContain('30 questions in 3 rounds');
    expect(card.textContent).toContain('World Geography, UK Geography & Places');
    expect(card.textContent).toContain('Published 24 November 2026');
    expect(card.textContent).toContain('1,234 downloads');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    openCatalogue('/quizzes?season=halloween', catalogueResult({ items: [], total: 0 }));

    expect(await screen.findByText('No quizzes match')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(address()).toBe(''));
  });
});

describe('the filters on a narrow screen', () => {
  it('open in a drawer (its code loaded as the button is reached), tick a filter and close on Show', async () => {
    openCatalogue();
    const button = await screen.findByRole('button', { name: 'Filters' });
    fireEvent.focus(button);
    fireEvent.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Christmas (2)' }));
    await waitFor(() => expect(address()).toBe('?season=christmas'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show 1 quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });
});

describe('an old link past the last page', () => {
  it('says the quizzes end sooner and goes to the last page', async () => {
    openCatalogue('/quizzes?page=9', catalogueResult({ items: [], total: 30, page: 9 }));

    expect(await screen.findByText('No quizzes on this page')).toBeTruthy();
    expect(screen.getByText('30 quizzes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(address()).toBe('?page=2'));
  });
});
