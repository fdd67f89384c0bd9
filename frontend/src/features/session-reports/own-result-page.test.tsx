/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { HostedOwnResultResponse } from '@trivia/contracts';
import { type FakeApi, fakeApi, renderPage } from '../../testing/render-page';
import { OwnResultPage } from './components/own-result-page';
import { member, SESSION_ID } from './session-report-test-data';

function openResult(answer: FakeApi[string]) {
  fakeApi({ 'GET /api/auth/me': { body: member }, [`GET /api/arena/sessions/${SESSION_ID}/me`]: answer });
  renderPage(<OwnResultPage />, { url: `/arena/sessions/${SESSION_ID}/me`, path: '/arena/sessions/:id/me' });
}

const session = {
  id: SESSION_ID,
  title: 'Friday team quiz',
  hostName: 'Quinn H.',
  endedAt: '2026-11-20T18:10:00.000Z',
  completed: false,
  status: 'ready' as const,
};

const own: HostedOwnResultResponse = {
  session,
  result: {
    nickname: 'Ann',
    rank: 1,
    score: 2,
    correctCount: 2,
    playerCount: 3,
    scoring: 'accuracy',
    team: { name: 'Sales', rank: 2, score: 1.5, teamCount: 2 },
  },
  answers: [
    {
      questionIndex: 0,
      prompt: 'What is the capital of France?',
      type: 'multiple_choice',
      status: 'played',
      correctAnswer: 'Paris',
      answer: 'Paris',
      correct: true,
      points: 1,
      elapsedMs: 1000,
      receivedAt: '2026-11-20T18:01:01.000Z',
      remarked: false,
    },
    {
      questionIndex: 1,
      prompt: 'Who painted the Mona Lisa?',
      type: 'text',
      status: 'played',
      correctAnswer: 'Leonardo da Vinci',
      answer: 'Leonardo',
      correct: true,
      points: 1,
      elapsedMs: 1000,
      receivedAt: '2026-11-20T18:02:01.000Z',
      remarked: true,
    },
    {
      questionIndex: 2,
      prompt: 'Put these in order, oldest first',
      type: 'order',
      status: 'played',
      correctAnswer: 'Battle of Hastings → Magna Carta',
      answer: null,
      correct: null,
      points: 0,
      elapsedMs: null,
      receivedAt: null,
      remarked: false,
    },
    {
      questionIndex: 3,
      prompt: 'The Moon is made of cheese',
      type: 'true_false',
      status: 'void',
      correctAnswer: 'False',
      answer: null,
      correct: null,
      points: 0,
      elapsedMs: null,
      receivedAt: null,
      remarked: false,
    },
  ],
};

describe("a player's own session result", () => {
  it('shows their rank, team and every answer with its receipt time', async () => {
    openResult({ body: own });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your result: Friday team quiz' })).toBeTruthy();
    expect(screen.getByText('Hosted by Quinn H. · 20 November 2026')).toBeTruthy();
    expect(screen.getByText('Rank').nextSibling?.textContent).toBe('1st of 3');
    expect(screen.getByText('Team Sales').nextSibling?.textContent).toBe('2nd of 2 · 1.5');
    const answers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(answers).toHaveLength(4);
    expect(within(answers[0]!).getByText('Right')).toBeTruthy();
    expect(
      within(answers[1]!).getByText('Received at 18:02:01, 1.0 s after the question opened · re-marked by the host'),
    ).toBeTruthy();
    expect(within(answers[2]!).getByText('No answer')).toBeTruthy();
    expect(within(answers[3]!).getByText('The host skipped this question: it does not count.')).toBeTruthy();
  });

  it('says the result is on its way while the report is built', async () => {
    let asked = 0;
    openResult(() => {
      asked += 1;
      return { body: asked === 1 ? { session: { ...session, status: 'preparing' }, result: null, answers: [] } : own };
    });
    expect(await screen.findByText('Your result is on its way')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('list', { name: 'Your answers' })).toBeTruthy();
  });

  it('explains a session the member did not play in', async () => {
    openResult({ status: 403, body: { code: 'ARENA_008', message: 'You did not play in this session' } });
    expect(
      await screen.findByText('You did not play in this session while signed in, so it has no result of yours.'),
    ).toBeTruthy();
  });
});
