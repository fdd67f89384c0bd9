/** @jest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlayerScreen } from './components/player-screen';
import type { HostedRoom } from './hooks/use-hosted-room';
import { hostedFromSnapshot } from './hosted-reducer';
import { hostedSnapshot, orderQuestion, typedQuestion } from './hosted-snapshot.fixture';
import type { HostedView } from './hosted-types';

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

const roomFor = (view: HostedView, over: Partial<HostedRoom> = {}): HostedRoom => ({
  status: view.phase,
  view,
  roomId: 'r1',
  pin: '123456',
  playerId: 'p1',
  isHost: false,
  connected: true,
  joining: false,
  answering: false,
  pendingHostAction: null,
  join: jest.fn(),
  quickMatch: jest.fn(),
  answer: jest.fn(),
  host: jest.fn(),
  resync: jest.fn(),
  playSolo: jest.fn(),
  startingSolo: false,
  leave: jest.fn(),
  pickTeam: jest.fn(),
  pickingTeam: false,
  override: jest.fn(),
  pendingOverride: null,
  ...over,
});

const at = (over: Partial<HostedView>) => ({ ...hostedFromSnapshot(hostedSnapshot()), ...over });
const ui = (room: HostedRoom) => (
  <MantineProvider>
    <MemoryRouter>
      <PlayerScreen room={room} onExit={jest.fn()} />
    </MemoryRouter>
  </MantineProvider>
);

describe('the phone through a game', () => {
  it('goes from the lobby through the countdown to a question and its reveal without losing its place', () => {
    const now = Date.now();
    const view = render(ui(roomFor(at({}))));
    expect(screen.getByText('You’re in! Waiting for the host to start.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Red/ }).getAttribute('aria-pressed')).toBe('true');
    view.rerender(ui(roomFor(at({ phase: 'countdown', nextTickAt: now + 3000 }))));
    expect(screen.getByText('Get ready: 5 questions')).toBeTruthy();
    const open = { phase: 'question' as const, questionIndex: 0, deadline: now + 30_000, durationMs: 30_000 };
    view.rerender(ui(roomFor(at({ ...open, question: typedQuestion }))));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    view.rerender(ui(roomFor(at({ ...open, questionIndex: 1, question: orderQuestion }))));
    expect(screen.getByRole('button', { name: 'Send this order' })).toBeTruthy();
    view.rerender(ui(roomFor(at({ ...open, phase: 'countdown' }))));
    view.rerender(
      ui(roomFor(at({ ...open, phase: 'reveal', question: typedQuestion, key: { answer: 'Paris', aliases: [] } }))),
    );
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
  });

  it('shows the receipt once the answer is in, and why the game waits', () => {
    const open = at({
      phase: 'question',
      questionIndex: 0,
      question: typedQuestion,
      deadline: Date.now() + 30_000,
      durationMs: 30_000,
      myChoice: 'Paris',
    });
    const answered = { ...open, you: { ...open.you!, answered: true, receivedAt: 1 } };
    const view = render(ui(roomFor(answered)));
    expect(screen.getByRole('alert', { name: 'Answer received' }).textContent).toContain('You answered: Paris');
    view.rerender(
      ui(
        roomFor({
          ...answered,
          paused: true,
          pausedRemainingMs: 9000,
          pausedReason: 'host_away',
          hostConnected: false,
        }),
      ),
    );
    expect(screen.getByRole('alert', { name: 'Waiting for the host' })).toBeTruthy();
  });

  it('tells a player an administrator removed them, and why', () => {
    render(ui(roomFor(at({ removed: { reason: 'admin', message: 'Offensive nickname' } }), { status: 'kicked' })));
    expect(screen.getByText('An administrator removed you: Offensive nickname')).toBeTruthy();
  });
});
