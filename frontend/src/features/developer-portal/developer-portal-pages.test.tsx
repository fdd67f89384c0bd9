/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_TIER_LIST, v1QuestionsResponseSchema } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { ComparisonPage } from './components/comparison-page';
import { DeveloperAuthPage } from './components/developer-auth-page';
import { DeveloperPortalPage } from './components/developer-portal-page';
import { COMPETITORS, NOT_CONFIRMED } from './content/comparison-facts';
import { SAMPLE_RESPONSE } from './content/sample-response';

jest.setTimeout(20_000);
const slow = { timeout: 5000 };

const STATS = {
  total: 35146,
  facts: 20000,
  byCategory: Array.from({ length: 17 }, (_, i) => ({
    category: `c${i}`,
    name: `C${i}`,
    count: 1,
    facts: 1,
    byDifficulty: { easy: 0, medium: 0, hard: 0 },
  })),
  byDifficulty: { easy: 0, medium: 0, hard: 0 },
  factsByDifficulty: { easy: 0, medium: 0, hard: 0 },
  byType: { multiple_choice: 16291, text: 16290, true_false: 1504 },
  factsByType: { multiple_choice: 0, text: 0, true_false: 0 },
  rejected: 0,
};
const loggedOut = { 'GET /api/auth/me': { status: 401, body: { code: 'AUTH_005', message: 'Not logged in' } } };

describe('/developers', () => {
  it('shows a real sample answer that the contract accepts', () => {
    expect(v1QuestionsResponseSchema.safeParse(SAMPLE_RESPONSE).success).toBe(true);
  });

  it('explains the API with the bank’s counts, a sample call and answer, the tiers and the links', async () => {
    fakeApi({ ...loggedOut, 'GET /api/question-bank/stats': { body: STATS } });
    renderPage(<DeveloperPortalPage />, { url: '/developers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Developer Portal' })).toBeTruthy();
    expect(await screen.findByText('34,085', {}, slow)).toBeTruthy();
    expect(screen.getByLabelText('Example response').textContent).toContain('Which city is the capital of Australia?');
    expect(screen.getByLabelText('Example request: curl').textContent).toContain('X-API-Key: YOUR_API_KEY');
    for (const tier of API_TIER_LIST) expect(screen.getByRole('heading', { name: tier.name })).toBeTruthy();
    expect(screen.getByText('£9.99 a month, inc. VAT')).toBeTruthy();
    expect(screen.getByText('£29 a month, inc. VAT')).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/api/developers/signup',
        '/api/developers/login',
        '/api/docs',
        '/api/developers/comparison',
        '/developers/dashboard',
        '/pricing/developers',
      ]),
    );
  });
});

describe('/api/developers/comparison', () => {
  it('sets our column from the tiers and the bank beside the others, each with its sources and date', async () => {
    fakeApi({ 'GET /api/question-bank/stats': { body: STATS } });
    renderPage(<ComparisonPage />, { url: '/api/developers/comparison' });
    const table = screen.getByRole('table', { name: 'API comparison' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Fact', 'Our API', 'Open Trivia DB', 'The Trivia API', 'API Ninjas (Trivia)']);
    const questions = within(table).getByRole('rowheader', { name: 'Questions' }).closest('tr')!;
    await waitFor(() => expect(questions.textContent).toContain('34,085'));
    const limits = within(table).getByRole('rowheader', { name: 'Rate limits' }).closest('tr')!;
    expect(limits.textContent).toContain('API Free: 30 a minute per key, 1,000 a day');
    expect(limits.textContent).toContain('One request per IP address every 5 seconds');
    for (const competitor of COMPETITORS) {
      const line = screen.getByText(competitor.name, { selector: 'strong' }).closest('p')!;
      expect(line.textContent).toContain('checked 27 November 2026');
      for (const source of competitor.sources) {
        expect(within(line).getByRole('link', { name: source.label }).getAttribute('href')).toBe(source.url);
      }
    }
    expect(within(table).getAllByText(NOT_CONFIRMED).length).toBeGreaterThan(0);
  });
});

describe('/api/developers/signup and /login', () => {
  it('signs up with the site’s form, marked as from the developer portal, and goes to the developer dashboard', async () => {
    const calls = fakeApi({
      ...loggedOut,
      'POST /api/auth/register': {
        status: 201,
        body: { id: 'u1', email: 'dev@example.com', fullName: 'Ada Dev', role: 'MEMBER', plan: 'FREE' },
      },
    });
    renderPage(<DeveloperAuthPage mode="register" />, { url: '/api/developers/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer sign up' }, slow)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: 'Ada Dev' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'dev@example.com' } });
    for (const input of document.querySelectorAll('input[type="password"]')) {
      fireEvent.change(input, { target: { value: 'Correct-Horse-9-Battery' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy(), slow);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      email: 'dev@example.com',
      source: 'developer-portal',
    });
  });

  it('switches between log in and sign up within the developer portal', async () => {
    fakeApi(loggedOut);
    renderPage(<DeveloperAuthPage mode="login" />, { url: '/api/developers/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer log in' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/api/developers/signup');
  });
});
