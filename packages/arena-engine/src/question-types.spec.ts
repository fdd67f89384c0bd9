import { arenaRevealSchema } from '@trivia/contracts';
import { apply } from './apply.js';
import type { Effect } from './effects.js';
import type { Question } from './state.js';
import { broadcasts, HOST, HOSTED, newGame, ok, sends, T0, withPlayers } from './testing/fixtures.js';

/** A host-led game of one question type whose first question has just opened; players p1..pn. */
function openQuestion(type: Question['type'], players = 3, settings = {}) {
  const ids = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const state = withPlayers(newGame({ ...HOSTED, questionTypes: [type], ...settings }), ids);
  ok(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt!;
  ok(state, { type: 'tick' }, openedAt);
  return { state, ids, openedAt };
}

const revealOf = (effects: Effect[]) => {
  const reveal = broadcasts(effects).find((b) => b.event === 'arena:reveal');
  if (reveal?.event !== 'arena:reveal') throw new Error('no reveal');
  return arenaRevealSchema.parse(reveal.payload);
};
const resultOf = (effects: Effect[], playerId: string) =>
  sends(effects).find((s) => s.event === 'arena:result' && s.playerId === playerId)?.payload;

describe('order questions', () => {
  it('are right only in exactly the true order, and the reveal counts who put each item first', () => {
    const { state, openedAt } = openQuestion('order');
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: [2, 0, 3, 1] }, openedAt + 1000);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: [2, 0, 1, 3] }, openedAt + 1000);
    ok(state, { type: 'answer', playerId: 'p3', questionIndex: 0, choice: [0, 1, 2, 3] }, openedAt + 1000);
    const { effects } = ok(state, { type: 'tick' }, state.nextTickAt!);
    const reveal = revealOf(effects);
    expect(reveal.key).toEqual({ order: [2, 0, 3, 1], items: ['Y', 'W', 'Z', 'X'] });
    expect(reveal.optionCounts).toEqual([1, 0, 2, 0]);
    expect(reveal.correctCount).toBe(1);
    expect(resultOf(effects, 'p1')).toMatchObject({ correct: true });
    expect(resultOf(effects, 'p2')).toMatchObject({ correct: false, points: 0 });
  });

  it.each([
    ['a repeated item', [2, 2, 3, 1]],
    ['a missing item', [2, 0, 3]],
    ['an item not offered', [2, 0, 3, 4]],
    ['an option index', 2],
    ['a typed answer', 'Y W Z X'],
    ['an estimate', { estimate: 2031 }],
  ])('refuses %s', (_, choice) => {
    const { state, openedAt } = openQuestion('order');
    const outcome = apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice }, openedAt + 1);
    expect(outcome.error?.code).toBe('VAL_001');
    expect(state.answers).toEqual([]);
  });
});

describe('estimate questions', () => {
  it('score the closest answer only, decided at the reveal, with the spread of answers', () => {
    const { state, openedAt } = openQuestion('estimate', 4);
    // The true value is 100.
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: { estimate: 97 } }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: { estimate: 104 } }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p3', questionIndex: 0, choice: { estimate: 250 } }, openedAt + 100);
    expect(state.answers.every((a) => !a.correct)).toBe(true);
    const { effects } = ok(state, { type: 'tick' }, state.nextTickAt!);
    const reveal = revealOf(effects);
    expect(reveal.key).toEqual({ value: 100, unit: 'metres' });
    expect(reveal.estimates).toEqual({ min: 97, median: 104, max: 250, closest: 97 });
    expect(reveal.optionCounts).toBeNull();
    expect(resultOf(effects, 'p1')).toMatchObject({ correct: true });
    expect(resultOf(effects, 'p2')).toMatchObject({ correct: false });
    expect(resultOf(effects, 'p4')).toMatchObject({ answered: false, correct: false });
  });

  it('score every answer of a tie, one under and one over (a point each in accuracy scoring)', () => {
    const { state, openedAt } = openQuestion('estimate', 4, { scoring: 'accuracy' });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: { estimate: 98 } }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: { estimate: 102 } }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p3', questionIndex: 0, choice: { estimate: 98 } }, openedAt + 100);
    ok(state, { type: 'answer', playerId: 'p4', questionIndex: 0, choice: { estimate: 50.5 } }, openedAt + 100);
    const { effects } = ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(revealOf(effects).estimates).toEqual({ min: 50.5, median: 98, max: 102, closest: 98 });
    expect(state.players.map((p) => p.score)).toEqual([1, 1, 1, 0]);
  });

  it('refuse anything but a finite number in range', () => {
    const { state, openedAt } = openQuestion('estimate');
    for (const choice of [3, '100', [1, 2, 3], { estimate: 1e13 }]) {
      const outcome = apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice }, openedAt + 1);
      expect(outcome.error?.message).toMatch(/number/);
    }
    const nan = { type: 'answer', playerId: 'p1', questionIndex: 0, choice: { estimate: NaN } } as const;
    expect(apply(state, nan, openedAt + 1).error?.code).toBe('VAL_001');
  });

  it('treat decimals the same distance away as a tie, whatever the floating point says', () => {
    // |0.1 - 0.3| is 0.19999999999999998 in floating point, |0.5 - 0.3| is 0.2.
    const question: Question = { id: 'q0', type: 'estimate', prompt: 'How much?', value: 0.3 };
    const state = withPlayers(newGame({ ...HOSTED, questionCount: 1, scoring: 'accuracy' }, [question]), ['a', 'b']);
    ok(state, { type: 'start', by: HOST }, T0);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'answer', playerId: 'a', questionIndex: 0, choice: { estimate: 0.1 } }, state.deadline! - 1);
    ok(state, { type: 'answer', playerId: 'b', questionIndex: 0, choice: { estimate: 0.5 } }, state.deadline! - 1);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    expect(state.players.map((p) => p.score)).toEqual([1, 1]);
  });
});

describe('polls', () => {
  it('score nobody, leave streaks and correct counts alone, and show the spread', () => {
    const state = withPlayers(newGame({ ...HOSTED, questionTypes: ['multiple_choice', 'poll'], questionCount: 2 }), [
      'p1',
      'p2',
    ]);
    ok(state, { type: 'start', by: HOST }, T0);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, state.deadline! - 5000);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    ok(state, { type: 'tick' }, state.nextTickAt!);
    const before = state.players.map(({ score, streak, correctCount }) => ({ score, streak, correctCount }));
    expect(before[0]).toMatchObject({ streak: 1, correctCount: 1 });
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 1, choice: 1 }, state.deadline! - 5000);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: 1, choice: 1 }, state.deadline! - 5000);
    const { effects } = ok(state, { type: 'tick' }, state.nextTickAt!);
    const reveal = revealOf(effects);
    expect(reveal.key).toEqual({ poll: true });
    expect(reveal.optionCounts).toEqual([0, 2, 0]);
    expect(reveal.correctCount).toBe(0);
    expect(state.players.map(({ score, streak, correctCount }) => ({ score, streak, correctCount }))).toEqual(before);
    expect(state.unstored.filter((a) => a.questionIndex === 1).map((a) => a.points)).toEqual([0, 0]);
  });

  it('take only an offered option', () => {
    const { state, openedAt } = openQuestion('poll');
    expect(apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 3 }, openedAt).error?.code).toBe(
      'ARENA_OUT_OF_RANGE',
    );
    expect(apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 'Red' }, openedAt).error).toEqual({
      code: 'VAL_001',
      message: 'Pick one of the options.',
    });
  });
});

describe('createGame with the new types', () => {
  it.each<[string, Partial<Question>, RegExp]>([
    ['an order of 2 items', { type: 'order', options: ['A', 'B'], correctOrder: [1, 0] }, /3 to 6 options/],
    ['an order of 7 items', { type: 'order', options: [...'ABCDEFG'], correctOrder: [0, 1, 2, 3, 4, 5, 6] }, /3 to 6/],
    ['an order key repeating an item', { type: 'order', options: [...'ABC'], correctOrder: [0, 0, 1] }, /correctOrder/],
    ['an order key too short', { type: 'order', options: [...'ABC'], correctOrder: [0, 1] }, /correctOrder/],
    ['an estimate without a value', { type: 'estimate' }, /finite value/],
    ['an infinite estimate', { type: 'estimate', value: Infinity }, /finite value/],
    ['a poll of one option', { type: 'poll', options: ['Yes'] }, /2 to 6 options/],
    ['a poll of seven', { type: 'poll', options: [...'ABCDEFG'] }, /2 to 6 options/],
  ])('refuses %s', (_, fields, problem) => {
    const question = { id: 'q0', prompt: 'Which?', ...fields } as Question;
    expect(() => newGame({ ...HOSTED, questionCount: 1 }, [question])).toThrow(problem);
  });

  it('keeps only the fields of each type, with rounds, pictures and units', () => {
    const questions: Question[] = [
      { id: 'a', type: 'order', prompt: 'Order', options: [...'ABC'], correctOrder: [2, 1, 0], correctIndex: 1 },
      { id: 'b', type: 'estimate', prompt: 'How many?', value: 7.5, unit: 'kg', options: ['x'], round: 'Round 2' },
      { id: 'c', type: 'poll', prompt: 'Which?', options: ['X', 'Y'], imageUrl: '/flags/fr.svg', answer: 'X' },
    ];
    const state = newGame({ ...HOSTED, questionCount: 3 }, questions);
    expect(state.questions).toEqual([
      { id: 'a', type: 'order', prompt: 'Order', options: ['A', 'B', 'C'], correctOrder: [2, 1, 0] },
      { id: 'b', type: 'estimate', prompt: 'How many?', value: 7.5, unit: 'kg', round: 'Round 2' },
      { id: 'c', type: 'poll', prompt: 'Which?', options: ['X', 'Y'], imageUrl: '/flags/fr.svg' },
    ]);
  });

  it('keeps the question types battles draw as they were: a battle may not run the new ones unless asked', () => {
    expect(() => newGame({ questionTypes: ['multiple_choice'], questionCount: 5 }, undefined)).not.toThrow();
    const order = { id: 'q0', type: 'order', prompt: 'O', options: [...'ABC'], correctOrder: [0, 1, 2] } as Question;
    expect(() => newGame({ questionTypes: ['multiple_choice'], questionCount: 1, hostLed: true }, [order])).toThrow(
      /not allowed/,
    );
  });
});
