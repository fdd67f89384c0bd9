import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { Effect } from './effects.js';
import { deserialize, serialize } from './serialize.js';
import { snapshot } from './snapshot.js';
import { pendingStores } from './stored.js';
import type { GameState } from './state.js';
import { atFirstQuestion, HOST, ok } from './testing/fixtures.js';

const stored = (questionIndex: number): Command => ({ type: 'answersStored', questionIndex });
const storesOf = (effects: Effect[]) =>
  effects.filter((e): e is Extract<Effect, { type: 'storeAnswers' }> => e.type === 'storeAnswers');

const choices = (state: GameState) => {
  const q = state.questions[state.questionIndex]!;
  if (q.type === 'text') return { right: q.answer!, wrong: 'nope' };
  return { right: q.correctIndex!, wrong: (q.correctIndex! + 1) % 2 };
};

/** Plays `count` questions: p1 answers right 1 s in, p2 wrong; each is revealed and the leaderboard shown. */
function playQuestions(count: number) {
  const game = atFirstQuestion(3);
  const state = game.state;
  const effects: Effect[] = [];
  let now = game.openedAt;
  for (let i = 0; i < count; i += 1) {
    if (i > 0) effects.push(...ok(state, { type: 'next', by: HOST }, now).effects);
    const { right, wrong } = choices(state);
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: i, choice: right }, now + 1000);
    ok(state, { type: 'answer', playerId: 'p2', questionIndex: i, choice: wrong }, now + 2000);
    effects.push(...ok(state, { type: 'next', by: HOST }, now + 3000).effects);
    effects.push(...ok(state, { type: 'next', by: HOST }, now + 3001).effects);
    now += 10_000;
  }
  return { state, effects, now };
}

describe('storing answers question by question', () => {
  it('hands each revealed question’s scored answers over in a storeAnswers effect and keeps them in unstored', () => {
    const { state, effects } = playQuestions(2);
    const stores = storesOf(effects);
    expect(stores.map((s) => [s.questionIndex, s.questionId])).toEqual([
      [0, 'q0'],
      [1, 'q1'],
    ]);
    expect(stores[0]!.answers).toEqual([
      expect.objectContaining({ playerId: 'p1', correct: true, speedPoints: 950, streakBonus: 0, points: 950 }),
      expect.objectContaining({ playerId: 'p2', correct: false, points: 0 }),
    ]);
    expect(stores[1]!.answers[0]).toMatchObject({ playerId: 'p1', streakBonus: 100, points: 1050 });
    expect(state.unstored).toEqual([...stores[0]!.answers, ...stores[1]!.answers]);
    // Only the last question's answers are still in `answers`, for `you.result` on the leaderboard.
    expect(state.answers).toEqual(stores[1]!.answers);
    expect(snapshot(state, 'p1').you?.result).toEqual({
      correct: true,
      points: 1050,
      speedPoints: 950,
      streakBonus: 100,
    });
    expect(state.players.map((p) => [p.id, p.score, p.streak, p.correctCount])).toEqual([
      ['p1', 2000, 2, 2],
      ['p2', 0, 0, 0],
      ['p3', 0, 0, 0],
    ]);
  });

  it('empties answers when the next question opens', () => {
    const { state, now } = playQuestions(1);
    ok(state, { type: 'next', by: HOST }, now);
    expect(state).toMatchObject({ phase: 'question', questionIndex: 1, answers: [] });
    expect(snapshot(state, 'p1').you).toMatchObject({ answered: false, result: null });
  });

  it('emits nothing to store for a question nobody answered', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const { effects } = ok(state, { type: 'next', by: HOST }, openedAt + 5);
    expect(state.phase).toBe('reveal');
    expect(storesOf(effects)).toEqual([]);
    expect(state.unstored).toEqual([]);
  });

  it('drops the stored answers on answersStored, with no effect, and never refuses it', () => {
    const { state } = playQuestions(3);
    expect(new Set(state.unstored.map((a) => a.questionIndex))).toEqual(new Set([0, 1, 2]));
    expect(apply(state, stored(-1), 0)).toEqual({ state, effects: [] });
    expect(state.unstored).toHaveLength(6);
    expect(apply(state, stored(1), 0)).toEqual({ state, effects: [] });
    expect(state.unstored.map((a) => a.questionIndex)).toEqual([2, 2]);
    // A repeat, an older question or one not revealed yet: accepted, dropping what there is to drop.
    expect(apply(state, stored(0), 0).error).toBeUndefined();
    expect(apply(state, stored(40), 0).error).toBeUndefined();
    expect(state.unstored).toEqual([]);
  });

  it('is accepted from no one in particular, in any phase, but must name a whole question index', () => {
    const { state, openedAt } = atFirstQuestion(2);
    ok(state, { type: 'end', by: HOST }, openedAt);
    expect(apply(state, stored(0), openedAt).error).toBeUndefined();
    for (const questionIndex of [1.5, '0', null]) {
      const before = structuredClone(state);
      const command = { type: 'answersStored', questionIndex } as unknown as Command;
      expect(apply(state, command, openedAt).error?.code).toBe('VAL_001');
      expect(state).toStrictEqual(before);
    }
  });

  it('lists what is left to store, grouped as the effects that carried it, for a node that adopts the room', () => {
    const { state, effects } = playQuestions(2);
    expect(pendingStores(state)).toEqual(storesOf(effects));
    ok(state, stored(0), 0);
    expect(pendingStores(deserialize(serialize(state)))).toEqual(storesOf(effects).slice(1));
  });
});

describe('the stored state', () => {
  it('is version 2: deserialize refuses anything else', () => {
    const { state } = playQuestions(1);
    expect(deserialize(serialize(state))).toStrictEqual(state);
    const v1 = { ...structuredClone(state), version: 1, answers: [state.answers] };
    expect(() => deserialize(JSON.stringify(v1))).toThrow('version 2');
    const { unstored: _, ...noUnstored } = state;
    expect(() => deserialize(JSON.stringify(noUnstored))).toThrow('version 2');
  });

  it('does not grow with the number of questions once answers are confirmed stored', () => {
    const sizes: number[] = [];
    const { state, now } = playQuestions(1);
    let at = now;
    const sizeAfterStoring = (s: GameState) => {
      ok(s, stored(s.questionIndex), at);
      sizes.push(serialize(s).length);
    };
    sizeAfterStoring(state);
    while (state.questionIndex + 1 < state.questions.length) {
      ok(state, { type: 'next', by: HOST }, at);
      const { right, wrong } = choices(state);
      ok(state, { type: 'answer', playerId: 'p1', questionIndex: state.questionIndex, choice: right }, at + 10);
      ok(state, { type: 'answer', playerId: 'p2', questionIndex: state.questionIndex, choice: wrong }, at + 20);
      ok(state, { type: 'next', by: HOST }, at + 30);
      ok(state, { type: 'next', by: HOST }, at + 40);
      sizeAfterStoring(state);
      at += 1000;
    }
    expect(state.unstored).toEqual([]);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(200);
  });
});
