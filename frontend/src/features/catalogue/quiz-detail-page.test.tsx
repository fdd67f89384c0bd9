/** @jest-environment jsdom */
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntitlementsView } from '@trivia/contracts';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { entitlements, member, quizDetail } from './catalogue-test-data';
import { QuizDetailPage } from './components/quiz-detail-page';

const SLUG = 'geography-30-2026-11-24';
const fileUrl = (type: string) => `/api/quizzes/${SLUG}/files/${type}`;

function openQuiz({
  plan,
  more = {},
  slug = SLUG,
}: { plan?: EntitlementsView | null; more?: FakeApi; slug?: string } = {}) {
  const calls = fakeApi({
    'GET /api/auth/me': plan ? { body: member } : { status: 401, body: { code: 'AUTH_005', message: 'Log in' } },
    'GET /api/entitlements': { body: plan },
    [`GET /api/quizzes/${SLUG}`]: { body: quizDetail() },
    'GET /api/quizzes/free-sample': { body: { ...quizDetail(), slug: 'classic-pub-50-2026-11-23' } },
    'GET /api/library': { body: { items: [] } },
    ...more,
  });
  renderPage(
    <>
      <Notifications />
      <QuizDetailPage />
    </>,
    { url: `/quizzes/${slug}`, path: '/quizzes/:slug' },
  );
  return calls;
}

const downloads = () => screen.getByRole('region', { name: 'Download the pack' });
/** The toast with this title (Mantine notifications are alerts). */
const toast = async (title: string) => (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement;

afterEach(() => jest.restoreAllMocks());

describe('a quiz page', () => {
  it('shows every round and round one to preview, each answer hidden until asked for', async () => {
    openQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Geography — 24 November 2026' })).toBeTruthy();

    const rounds = screen.getByRole('list', { name: 'Rounds' });
    expect(
      within(rounds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Round 1: Around the UK10 questionsUK Geography & Places',
      'Round 2: Flags of the world10 questionsWorld Geography',
      'Round 3: Capitals10 questionsWorld Geography',
    ]);
    const preview = screen.getByRole('region', { name: 'Free preview: round one, Around the UK' });
    expect(within(preview).getByRole('img', { name: 'Flag to identify' }).getAttribute('src')).toBe(
      '/api/catalogue/flags/fr.svg',
    );
    expect(within(preview).queryByText('Answer: Taff')).toBeNull();

    fireEvent.click(
      within(within(preview).getByRole('listitem', { name: 'Question 1' })).getByRole('button', {
        name: 'Show answer',
      }),
    );
    expect(within(preview).getByText('Answer: Taff')).toBeTruthy();
    expect(within(preview).queryByText('Answer: France')).toBeNull();

    fireEvent.click(within(preview).getByRole('button', { name: 'Show all answers' }));
    expect(within(preview).getByText('Answer: France')).toBeTruthy();
  });

  it('tells a subscriber what is left this month, and offers to host the quiz live', async () => {
    openQuiz({ plan: entitlements('pub-standard', 2) });

    expect(
      await within(await screen.findByRole('region', { name: 'Download the pack' })).findByText(
        'You have 6 of 8 pack downloads left this month; re-downloads are free.',
      ),
    ).toBeTruthy();
    expect(within(downloads()).getAllByRole('button', { name: /^Download / })).toHaveLength(4);
    // Hosting opens the session setup with this quiz (the server decides who may host, and says so there).
    expect(within(downloads()).getByRole('link', { name: 'Host it live' }).getAttribute('href')).toBe(
      `/arena/host-session?quiz=${SLUG}`,
    );
  });

  it('saves a download under the name the server gave it', async () => {
    openQuiz({ plan: entitlements('pub-standard', 2) });
    const fetchJson = global.fetch as jest.Mock;
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pack');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== fileUrl('csv')) return fetchJson(input, init);
      expect(init?.credentials).toBe('include');
      return Promise.resolve({
        ok: true,
        status: 200,
        headers: new Headers({ 'Content-Disposition': `attachment; filename="${SLUG}-csv.csv"` }),
        blob: () => Promise.resolve(new Blob(['number,question'])),
      } as unknown as Response);
    }) as typeof fetch;

    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Download the pack' })).findByRole('button', {
        name: 'Download Questions (CSV)',
      }),
    );
    await waitFor(() => expect(saved).toEqual([`${SLUG}-csv.csv blob:pack`]));
  });

  it('refuses a member without a plan with the catalogue toast and View Plans (DL_001)', async () => {
    openQuiz({
      plan: entitlements('free'),
      more: { [`GET ${fileUrl('host-sheet')}`]: { status: 403, body: { code: 'DL_001', message: 'Subscribe' } } },
    });
    const panel = await screen.findByRole('region', { name: 'Download the pack' });
    expect(
      await within(panel).findByText('Pack downloads come with the Pub Standard and Pub Premium plans.'),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Download Host sheet (PDF)' }));
    const refusal = await toast('Access denied');
    expect(refusal.textContent).toContain('Please subscribe to access this feature. Error code: DL_001');
    expect(within(refusal).getByRole('button', { name: 'View Plans' })).toBeTruthy();
  });

  it('says when downloads come back to a subscriber past the monthly quota (DL_003)', async () => {
    openQuiz({
      plan: entitlements('pub-standard', 7),
      more: {
        [`GET ${fileUrl('answers')}`]: {
          status: 429,
          body: { code: 'DL_003', message: 'You have used 8 of 8 pack downloads this month.' },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Download the pack' });
    await within(panel).findByText('You have 1 of 8 pack downloads left this month; re-downloads are free.');

    fireEvent.click(within(panel).getByRole('button', { name: 'Download Answers only (PDF)' }));
    const refusal = await toast('Download limit reached');
    expect(refusal.textContent).toContain('Error code: DL_003');
    expect(refusal.textContent).toContain("All 8 of this month's pack downloads are used. More on 1 December 2026.");
    expect(within(refusal).getByRole('button', { name: 'View Plans' })).toBeTruthy();
  });

  it('offers a retry of the same file when a file could not be built (DL_002)', async () => {
    const calls = openQuiz({
      plan: entitlements('pub-standard'),
      more: { [`GET ${fileUrl('answer-sheet')}`]: { status: 500, body: { code: 'DL_002', message: 'Build failed' } } },
    });
    const panel = await screen.findByRole('region', { name: 'Download the pack' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Download Team answer sheet (PDF)' }));
    const failure = await toast('Download failed');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(calls.filter((call) => call.path === fileUrl('answer-sheet'))).toHaveLength(2));
  });

  it('saves the quiz to a member’s library', async () => {
    const calls = openQuiz({
      plan: entitlements('pub-standard'),
      more: { [`PUT /api/library/saved/${SLUG}`]: { status: 204, body: null } },
    });
    const save = await screen.findByRole('button', { name: 'Save to library' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);

    expect(await screen.findByRole('button', { name: 'Saved to library' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      `/api/library/saved/${SLUG}`,
    ]);
  });

  it('asks a visitor to log in to download, coming back to this quiz', async () => {
    openQuiz();
    const panel = await screen.findByRole('region', { name: 'Download the pack' });

    expect(await within(panel).findByText(/^Log in to download this pack\./)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/quizzes/${SLUG}`)}`,
    );
    expect(within(panel).queryByRole('button', { name: /^Download / })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Save to library' })).toBeNull();
  });

  it.each([
    ['an unknown quiz', 'geography-30-1999-01-01'],
    ['an address that cannot be a quiz', 'Not_A_Slug!'],
  ])('shows the 404 page for %s', async (_name, slug) => {
    openQuiz({ slug });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
