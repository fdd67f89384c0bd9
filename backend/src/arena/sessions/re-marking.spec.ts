import { createGame, type GameState, type Question, speedPoints } from '@trivia/arena-engine';
import { type MarkedAnswer, reMark } from './re-marking';

const questions: Question[] = [
  { id: 'q0', type: 'text', prompt: 'Old name of Myanmar?', answer: 'Burma' },
  { id: 'q1', type: 'text', prompt: 'Capital of Thailand?', answer: 'Bangkok' },
];

function room(scoring: 'speed' | 'accuracy'): GameState {
  const created = createGame(
    { questionCount: 2, questionSeconds: 20, questionTypes: ['text'], hostLed: true, scoring, pace: 'host' },
    questions,
    1,
    'user:host',
    0,
  );
  if (!created.state) throw new Error(created.error.message);
  return created.state;
}

const answer = (playerId: string, choice: string, marked: Partial<MarkedAnswer> = {}): MarkedAnswer => ({
  playerId,
  choice,
  elapsedMs: 4000,
  correct: false,
  speedPoints: 0,
  streakBonus: 0,
  points: 0,
  ...marked,
});

describe('re-marking a typed answer', () => {
  const answers = [
    answer('ada', 'Rangoon'),
    answer('ben', ' RANGOON ', { elapsedMs: 10_000 }),
    answer('cy', 'Burma', { correct: true, speedPoints: 900, streakBonus: 200, points: 1100 }),
    answer('di', 'Siam'),
  ];

  it('accepts every answer given that way as the marker compares them, by accuracy: one point each', () => {
    expect(reMark(room('accuracy'), 0, 'rangoon', true, answers)).toEqual([
      { playerId: 'ada', correct: true, points: 1, delta: 1, speedPoints: 0, streakBonus: 0 },
      { playerId: 'ben', correct: true, points: 1, delta: 1, speedPoints: 0, streakBonus: 0 },
    ]);
  });

  it('accepts by speed: the speed points of each answer’s own time, no streak bonus after the fact', () => {
    const changes = reMark(room('speed'), 0, 'Rangoon', true, answers);
    expect(changes.map((c) => [c.playerId, c.points, c.delta, c.speedPoints, c.streakBonus])).toEqual([
      ['ada', speedPoints(4000, 20_000), speedPoints(4000, 20_000), speedPoints(4000, 20_000), 0],
      ['ben', speedPoints(10_000, 20_000), speedPoints(10_000, 20_000), speedPoints(10_000, 20_000), 0],
    ]);
    expect(changes[0]!.points).toBeGreaterThan(changes[1]!.points);
  });

  it('measures speed against the question’s full length when the host extended it', () => {
    const state = room('speed');
    state.questionLengths[0] = 40_000;
    const [late] = reMark(state, 0, 'Rangoon', true, [answer('ed', 'Rangoon', { elapsedMs: 30_000 })]);
    expect(late!.points).toBe(speedPoints(30_000, 40_000));
  });

  it('refuses an answer marked right: every point it gave goes, streak bonus included', () => {
    expect(reMark(room('speed'), 0, 'burma', false, answers)).toEqual([
      { playerId: 'cy', correct: false, points: 0, delta: -1100, speedPoints: 0, streakBonus: 0 },
    ]);
  });

  it('changes nothing already marked that way, nor answers given otherwise', () => {
    expect(reMark(room('speed'), 0, 'Burma', true, answers)).toEqual([]);
    expect(reMark(room('accuracy'), 0, 'Rangoon', false, answers)).toEqual([]);
    expect(reMark(room('accuracy'), 0, 'Yangon', true, answers)).toEqual([]);
  });

  it('accepting then refusing the same answer nets every score to nothing', () => {
    const state = room('speed');
    const accepted = reMark(state, 0, 'Siam', true, answers);
    const after = answers.map((a) => ({ ...a, ...accepted.find((c) => c.playerId === a.playerId) }));
    const refused = reMark(state, 0, 'Siam', false, after);
    expect(accepted.map((c) => c.delta)).toHaveLength(1);
    expect(accepted[0]!.delta + refused[0]!.delta).toBe(0);
  });
});
