/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Library } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { entitlements, member, quizSummary } from './catalogue-test-data';
import { LibraryPage } from './components/library-page';

function openLibrary(items: Library['items'], built: Library['built'] = []) {
  const calls = fakeApi({
    'GET /api/auth/me': { body: member },
    'GET /api/entitlements': { body: entitlements('pub-standard', 3) },
    'GET /api/library': { body: { items, built } },
    'GET /api/arena/sessions': { body: { sessions: [] } },
    'DELETE /api/library/saved/music-30-2026-11-20': { status: 204, body: null },
  });
  renderPage(<LibraryPage />, { url: '/library' });
  return calls;
}

const downloaded = {
  quiz: quizSummary({ id: 'a', slug: 'classic-pub-50-2026-11-21', title: 'Classic Pub Quiz — 21 November 2026' }),
  savedAt: null,
  lastDownloadedAt: '2026-11-21T20:00:00.000Z',
  downloadedTypes: ['host-sheet' as const, 'answer-sheet' as const],
};
const saved = {
  quiz: quizSummary({ id: 'b', slug: 'music-30-2026-11-20', title: 'Music — 20 November 2026', archetype: 'music' }),
  savedAt: '2026-11-22T09:00:00.000Z',
  lastDownloadedAt: null,
  downloadedTypes: [],
};

describe('the library', () => {
  it('sends a member with nothing saved or downloaded to the catalogue', async () => {
    openLibrary([]);

    expect(await screen.findByText('No quizzes in your library yet')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sessions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse quizzes' }).getAttribute('href')).toBe('/quizzes');
  });

  it('lists downloaded and saved quizzes with every file to download again', async () => {
    openLibrary([downloaded, saved]);

    const pack = await screen.findByRole('article', { name: 'Classic Pub Quiz — 21 November 2026' });
    expect(pack.textContent).toContain('Last downloaded 21 November 2026');
    expect(within(pack).getAllByRole('button', { name: /^Download / })).toHaveLength(4);
    expect(within(pack).getByRole('button', { name: 'Download Host sheet (PDF)' }).getAttribute('title')).toBe(
      'Downloaded before: free to download again',
    );
    expect(within(pack).queryByRole('button', { name: /from saved/ })).toBeNull();

    const later = screen.getByRole('article', { name: 'Music — 20 November 2026' });
    expect(later.textContent).toContain('Saved 22 November 2026');
    expect(later.textContent).toContain("Downloading this pack uses one of this month's pack downloads.");
    expect(
      await screen.findByText('You have 5 of 8 pack downloads left this month; re-downloads are free.'),
    ).toBeTruthy();
  });

  it('shows only the saved ones, and unsaves one', async () => {
    const calls = openLibrary([downloaded, saved]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Saved (1)' }));

    expect(screen.queryByRole('article', { name: 'Classic Pub Quiz — 21 November 2026' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Music — 20 November 2026 from saved' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/library/saved/music-30-2026-11-20',
      ]),
    );
  });

  it('lists the member’s own builder quizzes with their files, Edit, Host it live and Delete', async () => {
    const slug = 'pat-friday-quiz-k3x9';
    openLibrary(
      [],
      [
        {
          quiz: quizSummary({ id: 'c', slug, title: 'Friday at the Crown' }),
          questionCount: 30,
          savedAt: '2026-11-23T18:00:00.000Z',
          downloadedTypes: ['csv'],
          files: [
            { type: 'host-sheet', label: 'Host sheet (PDF)', url: `/api/quizzes/${slug}/files/host-sheet` },
            { type: 'answers', label: 'Answers only (PDF)', url: `/api/quizzes/${slug}/files/answers` },
            { type: 'answer-sheet', label: 'Team answer sheet (PDF)', url: `/api/quizzes/${slug}/files/answer-sheet` },
            { type: 'csv', label: 'Questions (CSV)', url: `/api/quizzes/${slug}/files/csv` },
          ],
        },
      ],
    );

    const mine = await screen.findByRole('region', { name: 'My quizzes' });
    const card = within(mine).getByRole('article', { name: 'Friday at the Crown' });
    expect(card.textContent).toContain('30 questions · Saved 23 November 2026');
    expect(within(card).getAllByRole('button', { name: /^Download / })).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'Edit Friday at the Crown' }).getAttribute('href')).toBe(
      `/builder/quizzes/${slug}/edit`,
    );
    expect(within(card).getByRole('link', { name: 'Host Friday at the Crown live' }).getAttribute('href')).toBe(
      `/arena/host-session?quiz=${slug}`,
    );
    expect(within(card).getByRole('button', { name: 'Delete Friday at the Crown' })).toBeTruthy();
    expect(screen.getByText('No catalogue quizzes saved or downloaded yet')).toBeTruthy();
  });
});
