/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contribution, ContributionCheck, User } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { ContributePage } from './components/contribute-page';

const member: User = {
  id: 'u1',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  businessName: null,
  role: 'FREE',
  isPremium: false,
  planId: 'free',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const rejected: Contribution = {
  id: 'c1',
  status: 'rejected',
  type: 'text',
  category: 'science',
  difficulty: 'easy',
  prompt: 'Which <b>gas</b> is most of the air?',
  answer: 'Nitrogen',
  aliases: [],
  options: null,
  sourceUrl: 'https://en.wikipedia.org/wiki/Nitrogen',
  asOf: '2026-01-01',
  createdAt: '2026-11-02T10:00:00.000Z',
  reviewedAt: '2026-11-03T10:00:00.000Z',
  reason: 'The link does not say this.',
  questionId: null,
  contributor: { id: 'u1', name: 'Jane D.' },
};

const slow = { timeout: 3000 };

function fillIn(prompt: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Question/ }), { target: { value: prompt } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Answer/ }), { target: { value: 'Nitrogen' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Source link/ }), {
    target: { value: 'https://en.wikipedia.org/wiki/Nitrogen' },
  });
}

describe('/contribute', () => {
  it('tells a visitor what it is and how to log in', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 401, body: { code: 'AUTH_005', message: 'Log in' } } });
    renderPage(<ContributePage />, { url: '/contribute' });
    expect(await screen.findByRole('heading', { name: 'Log in to contribute' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login?next=%2Fcontribute');
    expect(screen.queryByRole('form', { name: 'Propose a question' })).toBeNull();
  });

  it("lists the member's contributions as text, with the reason one was turned down", async () => {
    fakeApi({ 'GET /api/auth/me': { body: member }, 'GET /api/contributions/mine': { body: [rejected] } });
    renderPage(<ContributePage />, { url: '/contribute' });
    const item = await screen.findByRole('listitem', { name: rejected.prompt });
    expect(within(item).getByText('Not accepted')).toBeTruthy();
    expect(item.textContent).toContain('The link does not say this.');
    // What a contributor wrote is shown as they wrote it, never read as markup.
    expect(item.querySelector('b')).toBeNull();
  });

  it('checks the question as it is written and shows what to fix on its field', async () => {
    const checks: unknown[] = [];
    fakeApi({
      'GET /api/auth/me': { body: member },
      'GET /api/contributions/mine': { body: [] },
      'POST /api/contributions/check': (body): { body: ContributionCheck } => {
        checks.push(body);
        return {
          body: {
            ok: false,
            problems: [{ path: 'prompt', message: 'Use the British spelling "colour", not "color".' }],
          },
        };
      },
    });
    renderPage(<ContributePage />, { url: '/contribute' });
    await screen.findByRole('form', { name: 'Propose a question' });
    expect(screen.getByText('Fill in every field and the question is checked as you go.')).toBeTruthy();

    fillIn('What color is the gas that makes up most of the air?');
    fireEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Science', hidden: true }));

    expect(await screen.findByText('Use the British spelling "colour", not "color".', {}, slow)).toBeTruthy();
    expect(screen.getByText('1 thing to fix before sending.')).toBeTruthy();
    expect(checks.at(-1)).toMatchObject({ category: 'science', answer: 'Nitrogen', options: null });
  });

  it('shows the refusal of a sent question on its fields', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': { body: member },
      'GET /api/contributions/mine': { body: [] },
      'POST /api/contributions/check': { body: { ok: true, problems: [] } },
      'POST /api/contributions': {
        status: 400,
        body: {
          code: 'VAL_001',
          message: 'The question needs some changes',
          issues: [{ path: 'prompt', message: 'The bank already asks this: “Which gas fills most of the air?”' }],
        },
      },
    });
    renderPage(<ContributePage />, { url: '/contribute' });
    await screen.findByRole('form', { name: 'Propose a question' });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    // Nothing is sent while the form is incomplete; every missing field says so.
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/contributions')).toBe(false);

    fillIn('Which gas makes up most of the air we breathe?');
    fireEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Science', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The bank already asks this: “Which gas fills most of the air?”')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/contributions')).toHaveLength(1));
  });

  it('withdraws a waiting question once the member confirms; a decided one offers no Withdraw', async () => {
    const waiting: Contribution = { ...rejected, id: 'c2', status: 'pending', prompt: 'Which gas is most of the air?' };
    let mine = [waiting, rejected];
    const calls = fakeApi({
      'GET /api/auth/me': { body: member },
      'GET /api/contributions/mine': () => ({ body: mine }),
      'POST /api/contributions/c2/withdraw': () => {
        mine = [{ ...waiting, status: 'withdrawn' }, rejected];
        return { body: mine[0] };
      },
    });
    renderPage(<ContributePage />, { url: '/contribute' });
    const item = await screen.findByRole('listitem', { name: waiting.prompt });
    expect(within(screen.getByRole('listitem', { name: rejected.prompt })).queryByRole('button')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: `Withdraw ${waiting.prompt}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw it' }));
    await waitFor(() => expect(within(item).getByText('Withdrawn')).toBeTruthy());
    expect(within(item).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/withdraw'))).toHaveLength(1);
  });
});
