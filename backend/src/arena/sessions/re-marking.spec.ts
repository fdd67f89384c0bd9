import { speedPoints } from '@trivia/arena-engine';
import { type MarkedAnswer, reMark } from './re-marking';

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

// The marker's comparison is the engine's; here a simple stand-in that ignores case and spaces.
const same = (text: string) => (choice: string) => choice.replace(/\s+/g, '').toLowerCase() === text;

describe('re-marking a typed answer', () => {
  const answers = [
    answer('ada', 'Burma'),
    answer('ben', ' burma ', { elapsedMs: 10_000 }),
    answer('cy', 'Myanmar', { correct: true, speedPoints: 900, streakBonus: 200, points: 1100 }),
    answer('di', 'Thailand'),
  ];

  it('accepts every answer given that way, by accuracy: one point each, and their scores move by one', () => {
    const changes = reMark(answers, {
      sameAnswer: same('burma'),
      accept: true,
      scoring: 'accuracy',
      durationMs: 20_000,
    });
    expect(changes).toEqual([
      { playerId: 'ada', correct: true, speedPoints: 0, streakBonus: 0, points: 1, delta: 1 },
      { playerId: 'ben', correct: true, speedPoints: 0, streakBonus: 0, points: 1, delta: 1 },
    ]);
  });

  it('accepts by speed: the speed points of each answer’s own time, with no streak bonus after the fact', () => {
    const changes = reMark(answers, { sameAnswer: same('burma'), accept: true, scoring: 'speed', durationMs: 20_000 });
    expect(changes.map((c) => [c.playerId, c.points, c.delta, c.streakBonus])).toEqual([
      ['ada', speedPoints(4000, 20_000), speedPoints(4000, 20_000), 0],
      ['ben', speedPoints(10_000, 20_000), speedPoints(10_000, 20_000), 0],
    ]);
    // Faster answers keep scoring more, as they would have at the reveal.
    expect(changes[0]!.points).toBeGreaterThan(changes[1]!.points);
  });

  it('measures speed against the question’s real length, so an extended question does not over-score', () => {
    const late = [answer('ed', 'Burma', { elapsedMs: 30_000 })];
    const [extended] = reMark(late, { sameAnswer: same('burma'), accept: true, scoring: 'speed', durationMs: 40_000 });
    expect(extended!.points).toBe(speedPoints(30_000, 40_000));
    expect(extended!.points).toBeGreaterThan(500);
  });

  it('refuses an answer marked right: every point it gave goes, streak bonus included', () => {
    const changes = reMark(answers, {
      sameAnswer: same('myanmar'),
      accept: false,
      scoring: 'speed',
      durationMs: 20_000,
    });
    expect(changes).toEqual([
      { playerId: 'cy', correct: false, speedPoints: 0, streakBonus: 0, points: 0, delta: -1100 },
    ]);
  });

  it('changes nothing when the answers are already marked that way, or nobody gave that answer', () => {
    expect(
      reMark(answers, { sameAnswer: same('myanmar'), accept: true, scoring: 'speed', durationMs: 20_000 }),
    ).toEqual([]);
    expect(
      reMark(answers, { sameAnswer: same('burma'), accept: false, scoring: 'accuracy', durationMs: 20_000 }),
    ).toEqual([]);
    expect(
      reMark(answers, { sameAnswer: same('laos'), accept: true, scoring: 'accuracy', durationMs: 20_000 }),
    ).toEqual([]);
  });

  it('re-marking the result back restores the scores: accept then refuse nets to nothing', () => {
    const marking = { sameAnswer: same('thailand'), scoring: 'speed' as const, durationMs: 20_000 };
    const [accepted] = reMark(answers, { ...marking, accept: true });
    const after = answers.map((a) => (a.playerId === accepted!.playerId ? { ...a, ...accepted! } : a));
    const [refused] = reMark(after, { ...marking, accept: false });
    expect(accepted!.delta + refused!.delta).toBe(0);
  });
});
