/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { QUIZ_KINDS } from '../quiz-kinds';
import { QuizStartScreen } from './quiz-start-screen';

const mockSocket = { connected: false, on: () => undefined, off: () => undefined, emit: () => undefined };
jest.mock('../../../lib/socket', () => ({ getSocket: () => mockSocket }));

const STATS = {
  date: '2026-11-27',
  standardQuiz: { playersToday: 0, playingNow: 0 },
  mcQuiz: { playersToday: 12, playingNow: 2 },
};

describe('QuizStartScreen', () => {
  it('invites the first player of the day, and leads to the other daily quiz and the leaderboards', async () => {
    fakeApi({ 'GET /api/daily-quiz/stats': { body: STATS } });
    renderPage(<QuizStartScreen info={QUIZ_KINDS.standard} practiceDate={null} starting={false} onStart={jest.fn()} />);
    expect(await screen.findByText('Be the first to play today')).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'More daily quizzes' });
    expect(screen.getByRole('link', { name: 'Play the Daily Multiple Choice Quiz' }).getAttribute('href')).toBe(
      '/daily-mc-quiz',
    );
    expect(more.textContent).toContain('Leaderboards and past quizzes');
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
