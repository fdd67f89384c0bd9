import { createGame } from './create-game.js';
import { makeQuestions, T0 } from './testing/fixtures.js';

describe('createGame', () => {
  it('starts in the lobby with defaults filled in', () => {
    const { state } = createGame({ questionCount: 5 }, makeQuestions(5), 7, 'host', T0);
    expect(state).toMatchObject({
      version: 2,
      answers: [],
      unstored: [],
      phase: 'lobby',
      seq: 0,
      questionIndex: -1,
      nextTickAt: null,
      settings: { questionSeconds: 20, maxPlayers: 50, countdownMs: 3000, revealMs: 5000, leaderboardMs: 5000 },
    });
  });

  it.each([
    ['too few questions', { questionCount: 4 }, 4],
    ['too many questions', { questionCount: 51 }, 51],
    ['too little time', { questionCount: 5, questionSeconds: 4 }, 5],
    ['too much time', { questionCount: 5, questionSeconds: 121 }, 5],
    ['a room of one', { questionCount: 5, maxPlayers: 1 }, 5],
    ['a room too big', { questionCount: 5, maxPlayers: 10_001 }, 5],
    ['no question types', { questionCount: 5, questionTypes: [] }, 5],
    ['a question type the settings exclude', { questionCount: 5, questionTypes: ['text' as const] }, 5],
    ['a count that differs from the questions given', { questionCount: 6 }, 5],
  ])('refuses %s with VAL_001', (_why, settings, given) => {
    const result = createGame(settings, makeQuestions(given), 1, 'host', T0);
    expect(result.error?.code).toBe('VAL_001');
  });

  it.each([
    ['a correct index out of range', { correctIndex: 4 }],
    ['a single option', { options: ['A'], correctIndex: 0 }],
    ['an empty prompt', { prompt: ' ' }],
  ])('refuses a question with %s', (_why, change) => {
    const questions = makeQuestions(5);
    questions[0] = { ...questions[0]!, ...change };
    expect(createGame({ questionCount: 5 }, questions, 1, 'host', T0).error?.code).toBe('VAL_001');
  });

  it('refuses duplicate question ids and a true/false question with three options', () => {
    const questions = makeQuestions(5);
    questions[1] = { ...questions[1]!, options: ['True', 'False', 'Maybe'] };
    questions[2] = { ...questions[2]!, id: 'q0' };
    const { error } = createGame({ questionCount: 5 }, questions, 1, 'host', T0);
    expect(error?.message).toMatch(/exactly 2 options/);
    expect(error?.message).toMatch(/unique/);
  });
});
