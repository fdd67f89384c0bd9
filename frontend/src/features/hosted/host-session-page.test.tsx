/** @jest-environment jsdom */
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@trivia/contracts';
import { useLocation } from 'react-router-dom';
import { fakeApi, renderPage, type FakeApi } from '../../testing/render-page';
import { HostSessionPage } from './components/host-session-page';

const host: User = {
  id: 'u1',
  email: 'host@example.com',
  fullName: 'Quinn Master',
  businessName: null,
  role: 'SUBSCRIBER',
  isPremium: false,
  planId: 'pub-premium',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const created = {
  sessionId: 'r1',
  roomId: 'r1',
  pin: '123456',
  joinUrl: 'http://localhost/arena/play/123456',
  presentUrl: 'http://localhost/arena/present/123456',
  title: 'Quick quiz',
  questionCount: 10,
};

/** Where the router is now, for the test to read. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function openSetup(routes: FakeApi, url = '/arena/host-session') {
  const calls = fakeApi({
    'GET /api/auth/me': { body: host },
    'GET /api/question-bank/stats': { body: { total: 0, byCategory: [] } },
    'GET /api/entitlements': { body: null },
    ...routes,
  });
  renderPage(
    <>
      <Notifications />
      <HostSessionPage />
      <Location />
    </>,
    { url },
  );
  return calls;
}

// The first render of a whole Mantine form takes seconds on a busy machine (two cores, several test runs).
jest.setTimeout(20_000);

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create session' }));

describe('the session setup page', () => {
  it('sends the host’s settings and opens the presenter view of the new session', async () => {
    const calls = openSetup({ 'POST /api/arena/sessions': { status: 201, body: created } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Named teams' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Team 1 name' }), { target: { value: 'Sales' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Team 2 name' }), { target: { value: 'Support' } });
    fireEvent.click(screen.getByRole('radio', { name: /Speed/ }));
    create();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/arena/present/123456'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      source: {
        kind: 'quick',
        questionCount: 10,
        categories: [],
        difficulty: 'mixed',
        questionTypes: ['multiple_choice', 'text'],
      },
      scoring: 'speed',
      teamMode: 'teams',
      teams: ['Sales', 'Support'],
      pace: 'host',
      questionSeconds: 30,
      polls: [],
    });
  });

  it('opened for a revision set (from /teachers), draws only that set and names the session after it', async () => {
    const calls = openSetup(
      { 'POST /api/arena/sessions': { status: 201, body: created } },
      '/arena/host-session?subject=science&level=gcse',
    );
    expect(await screen.findByText('GCSE Science')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Categories/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Title/ }).getAttribute('placeholder')).toBe('GCSE Science revision');
    create();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/arena/present/123456'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      source: { kind: 'quick', curriculum: { subject: 'science', level: 'gcse' } },
    });
  });

  it('shows the server’s field errors on their fields and sends nothing the schema refuses', async () => {
    const calls = openSetup({
      'POST /api/arena/sessions': {
        status: 400,
        body: {
          code: 'VAL_001',
          message: 'Check the highlighted fields',
          issues: [
            { path: 'questionSeconds', message: 'Seconds per question must be a whole number from 5 to 120' },
            { path: 'maxPlayers', message: 'Your plan hosts rooms of up to 10 players' },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Named teams' }));
    create();
    expect(await screen.findAllByText('A team name is required')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Team 1 name' }), { target: { value: 'Sales' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Team 2 name' }), { target: { value: 'Support' } });
    create();
    expect(await screen.findByText('Your plan hosts rooms of up to 10 players')).toBeTruthy();
    expect(screen.getByText('Seconds per question must be a whole number from 5 to 120')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/arena/host-session');
  });

  it('offers the catalogue quiz it was opened with, by its title', async () => {
    openSetup(
      { 'GET /api/quizzes/winter-pub-quiz': { body: { slug: 'winter-pub-quiz', title: 'Winter Pub Quiz' } } },
      '/arena/host-session?quiz=winter-pub-quiz',
    );
    const radio = await screen.findByRole('radio', { name: 'This quiz: Winter Pub Quiz' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Questions' })).toBeNull();
  });
});
