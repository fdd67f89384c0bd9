/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showSuccessToast } from '../../lib/toast';
import { fakeApi, renderPage } from '../../testing/render-page';
import { premiumEntitlements, premiumMember, sampleHome } from './builder-test-data';
import { BuilderPage } from './components/builder-page';
import { BuilderLandingPage } from './components/builder-landing-page';

jest.mock('../../lib/toast', () => ({
  ...jest.requireActual<object>('../../lib/toast'),
  showSuccessToast: jest.fn(),
}));

const DL_001 = { status: 403, body: { code: 'DL_001', message: 'Subscription required' } };

describe('/builder', () => {
  it('shows a premium member their quota, drafts and saved quizzes', async () => {
    fakeApi({
      'GET /api/auth/me': { body: premiumMember },
      'GET /api/entitlements': { body: premiumEntitlements },
      'GET /api/builder': { body: sampleHome() },
    });
    renderPage(<BuilderPage />, { url: '/builder' });

    expect(await screen.findByText('Custom quizzes: 9 of 10 left this month, resets 1 December')).toBeTruthy();
    const draft = screen.getByRole('article', { name: 'Friday Night Quiz' });
    expect(draft.textContent).toContain('General Knowledge · 5 of 30 questions');
    expect(within(draft).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/builder/drafts/draft-1');
    const saved = screen.getByRole('article', { name: 'Quiz for the Crown' });
    expect(within(saved).getAllByRole('button', { name: /^Download / })).toHaveLength(4);
    expect(within(saved).getByRole('link', { name: 'Host Quiz for the Crown live' }).getAttribute('href')).toBe(
      '/arena/host-session?quiz=my-quiz-abc',
    );
  });

  it('deletes a saved quiz once the member confirms, saying the month’s quiz is not given back', async () => {
    let quizzes = sampleHome().quizzes;
    const calls = fakeApi({
      'GET /api/auth/me': { body: premiumMember },
      'GET /api/entitlements': { body: premiumEntitlements },
      'GET /api/builder': () => ({ body: sampleHome({ quizzes }) }),
      'GET /api/library': { body: { items: [], built: [] } },
      'DELETE /api/builder/quizzes/my-quiz-abc': () => {
        quizzes = [];
        return { status: 204, body: null };
      },
    });
    renderPage(<BuilderPage />, { url: '/builder' });
    const saved = await screen.findByRole('article', { name: 'Quiz for the Crown' });
    fireEvent.click(within(saved).getByRole('button', { name: 'Delete Quiz for the Crown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Quiz for the Crown”?' });
    expect(dialog.textContent).toContain('The custom quiz it used this month is not given back.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(saved).getByRole('button', { name: 'Delete Quiz for the Crown' }));
    const again = await screen.findByRole('dialog', { name: 'Delete “Quiz for the Crown”?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete quiz' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quiz for the Crown' })).toBeNull());
    expect(showSuccessToast).toHaveBeenCalledWith('Quiz deleted', expect.any(String));
    expect(screen.getByText('Quizzes you save appear here and in your library.')).toBeTruthy();
  });

  it('offers every archetype and the three lengths in the new-quiz form, and sends what was chosen', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': { body: premiumMember },
      'GET /api/entitlements': { body: premiumEntitlements },
      'GET /api/builder': { body: sampleHome() },
      'POST /api/builder/drafts': {
        status: 422,
        body: { code: 'QUIZ_002', message: 'Only 4 hard Science questions left for round 3.' },
      },
    });
    renderPage(<BuilderPage />, { url: '/builder' });
    fireEvent.click(await screen.findByRole('button', { name: 'New quiz' }));
    const form = screen.getByRole('form', { name: 'New quiz' });
    for (const length of ['30', '50', '70']) {
      expect(within(form).getByRole('radio', { name: `${length} questions` })).toBeTruthy();
    }
    fireEvent.click(within(form).getByRole('radio', { name: '70 questions' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Flat' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Draw the draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only 4 hard Science questions left for round 3.');
    expect(alert.textContent).toContain('Error code: QUIZ_002');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({ archetype: 'general-knowledge', length: 70, curve: 'flat', avoidRecent: 0 });
  });

  it('shows a free member DL_001 with View Plans, never the tools', async () => {
    fakeApi({
      'GET /api/auth/me': { body: { ...premiumMember, isPremium: false, planId: 'free' } },
      'GET /api/builder': DL_001,
    });
    renderPage(<BuilderPage />, { url: '/builder' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access denied');
    expect(alert.textContent).toContain('Please subscribe to access this feature.');
    expect(alert.textContent).toContain('Error code: DL_001');
    expect(within(alert).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New quiz' })).toBeNull());
    expect(screen.queryByText(/Drafts/)).toBeNull();
  });
});

describe('/custom-quiz-builder', () => {
  it('lists the plans with the builder and their monthly quizzes from the plan catalogue', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { code: 'AUTH_001', message: 'Not logged in' } } });
    renderPage(<BuilderLandingPage />, { url: '/custom-quiz-builder' });

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Essentials£9.99 a month, inc. VAT10',
      'Pub Premium£25 a month, inc. VAT15',
      'Pub Premium (yearly)£299 a year, inc. VAT15',
    ]);
    expect(screen.getAllByRole('link', { name: 'View plans' })[0]?.getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Open the builder' })).toBeNull();
  });

  it('links a premium member to the builder', async () => {
    fakeApi({
      'GET /api/auth/me': { body: premiumMember },
      'GET /api/entitlements': { body: premiumEntitlements },
    });
    renderPage(<BuilderLandingPage />, { url: '/custom-quiz-builder' });
    expect((await screen.findAllByRole('link', { name: 'Open the builder' }))[0]?.getAttribute('href')).toBe(
      '/builder',
    );
  });
});
