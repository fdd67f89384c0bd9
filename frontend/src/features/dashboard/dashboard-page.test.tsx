/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS, type EntitlementsView, type User, type UserStatsResponse } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { DashboardPage } from './components/dashboard-page';

const member: User = {
  id: 'u1',
  email: 'sam@example.com',
  fullName: 'Sam Player',
  businessName: null,
  role: 'SUBSCRIBER',
  isPremium: false,
  planId: 'pub-standard',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const entitlements: EntitlementsView = {
  planId: 'pub-standard',
  planName: 'Pub Standard',
  label: 'Standard',
  premium: false,
  status: 'active',
  paymentOverdue: false,
  features: ['pack_downloads', 'ad_free'],
  quotas: {
    packDownloads: { limit: 8, used: 3, left: 5, resetsAt: '2026-12-01T00:00:00.000Z' },
    customQuizzes: { limit: 0, used: 0, left: 0, resetsAt: '2026-12-01T00:00:00.000Z' },
  },
  arenaRoomPlayers: 100,
};

const stats: UserStatsResponse = {
  streak: { current: 4, best: 9 },
  totals: { quizzes: 12, answered: 200, correct: 150 },
  byCategory: [],
  history: [
    { date: '2026-11-27', kind: 'mc', score: 17, total: 20, rank: 4 },
    { date: '2026-11-26', kind: 'standard', score: 12, total: 15, rank: null },
  ],
};

function openDashboard(arena: boolean) {
  fakeApi({
    'GET /api/auth/me': { body: member },
    'GET /api/entitlements': { body: entitlements },
    'GET /api/users/stats': { body: stats },
    'GET /api/daily-quiz/stats': {
      body: {
        date: '2026-11-27',
        standardQuiz: { playersToday: 10, playingNow: 1 },
        mcQuiz: { playersToday: 8, playingNow: 0 },
      },
    },
    'GET /api/library': { body: { items: [], built: [] } },
    'GET /api/feature-flags/check/arena_multiplayer': { body: { enabled: arena } },
    'GET /api/arena/history': {
      body: {
        matches: [
          {
            matchId: 'm1',
            endedAt: '2026-11-27T10:00:00.000Z',
            completed: true,
            players: 6,
            rank: 2,
            score: 800,
            correctCount: 7,
            questionCount: 10,
            ratingBefore: 1180,
            ratingAfter: 1212,
            hostLed: false,
          },
        ],
      },
    },
  });
  renderPage(<DashboardPage />, { url: '/dashboard' });
}

describe('the dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows today’s quizzes, the streak, recent results, plan and quotas, and the library', async () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedVertical, 'pub');
    openDashboard(false);
    const today = await screen.findByRole('region', { name: 'Today’s daily quizzes' });
    expect(await within(today).findByText('17/20, 4th')).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Play the standard daily quiz' }).getAttribute('href')).toBe(
      '/daily-quiz',
    );
    expect(within(today).getByText('Streak: 4 days (best 9 days)')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent results' });
    expect(within(recent).getByText('Practice')).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText('5 of 8 left')).toBeTruthy();
    const library = screen.getByRole('region', { name: 'Your library' });
    expect(await within(library).findByRole('link', { name: 'browse the catalogue' })).toBeTruthy();
    // A pub host's own next steps come first among the shortcuts; Arena is off for this member.
    expect(screen.getByRole('link', { name: /Hosting guide/ }).getAttribute('href')).toBe('/hosting-guide');
    expect(screen.queryByRole('region', { name: 'Arena' })).toBeNull();
  });

  it('shows the Arena rating and latest match when Arena is on', async () => {
    openDashboard(true);
    const arena = await screen.findByRole('region', { name: 'Arena' });
    expect(await within(arena).findByText('Rating 1212')).toBeTruthy();
    expect(within(arena).getByText('2nd of 6, 7/10 correct')).toBeTruthy();
  });
});
