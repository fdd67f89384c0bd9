/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../testing/render-page';
import { HostedSessionsSection } from './components/sessions-section';
import { member, summary } from './session-report-test-data';

function openSection(sessions: ReturnType<typeof summary>[]) {
  fakeApi({ 'GET /api/auth/me': { body: member }, 'GET /api/arena/sessions': { body: { sessions } } });
  renderPage(<HostedSessionsSection />, { url: '/library' });
}

describe("the library's sessions", () => {
  it("lists the host's sessions as the API orders them, each leading to its report or its presenter view", async () => {
    openSection([
      summary({
        id: 'live-1',
        title: 'Quiz night',
        status: 'live',
        endedAt: null,
        playerCount: null,
        completed: null,
        presentUrl: '/arena/present/123456',
      }),
      summary(),
      summary({ id: 'old-1', title: 'Onboarding quiz', status: 'empty', playerCount: 0, completed: true }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Quiz night',
      'Friday team quiz',
      'Onboarding quiz',
    ]);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/arena/present/123456');
    expect(within(cards[0]!).getByText('Live')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe(
      '/library/sessions/6f1c2a34-0000-4000-8000-000000000001',
    );
    expect(cards[1]!.textContent).toContain('20 November 2026 · 3 questions · 3 players · ended early');
    expect(within(cards[1]!).getByText('Report ready')).toBeTruthy();
    expect(within(cards[2]!).getByText('Nobody played')).toBeTruthy();
  });

  it('explains what the section holds before the first session', async () => {
    openSection([]);
    expect(
      await screen.findByText(
        'Live sessions you host from the big screen are kept here, each with its report to read and download.',
      ),
    ).toBeTruthy();
  });
});
