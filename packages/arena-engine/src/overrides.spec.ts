import { apply } from './apply.js';
import type { Command, ScoreChange } from './commands.js';
import type { Effect } from './effects.js';
import { remarkChanges } from './overrides.js';
import { ANSWER_GROUPS_MAX } from './reveal.js';
import { speedPoints } from './scoring.js';
import { deserialize, serialize } from './serialize.js';
import { snapshot } from './snapshot.js';
import { APPLIED_OVERRIDES_MAX, type Question } from './state.js';
import { broadcasts, HOST, HOSTED, newGame, ok, sends, T0, withPlayers } from './testing/fixtures.js';

const capital: Question = { id: 'q0', type: 'text', prompt: 'Capital of Australia?', answer: 'Canberra' };
const colour: Question = { id: 'q1', type: 'multiple_choice', prompt: 'Colour?', options: ['A', 'B'], correctIndex: 0 };

/** A host-led game of the two questions above, the typed one revealed after these answers (at 2 s in). */
function revealedText(answers: Record<string, string>, settings = {}) {
  const ids = Object.keys(answers);
  const state = withPlayers(newGame({ ...HOSTED, questionCount: 2, ...settings }, [capital, colour]), ids);
  ok(state, { type: 'start', by: HOST }, T0);
  const openedAt = state.nextTickAt!;
  ok(state, { type: 'tick' }, openedAt);
  for (const id of ids)
    ok(state, { type: 'answer', playerId: id, questionIndex: 0, choice: answers[id]! }, openedAt + 2000);
  const reveal = ok(state, { type: 'tick' }, state.nextTickAt!);
  return { state, reveal };
}

const groupsOf = (effects: Effect[]) => {
  const sent = sends(effects).find((s) => s.event === 'arena:answer-groups' && s.playerId === HOST);
  return sent?.event === 'arena:answer-groups' ? sent.payload : undefined;
};

describe('answer groups at the reveal of a typed question', () => {
  it('go to the host: distinct answers as the marker compares them, most given first, marked right or not', () => {
    const { reveal } = revealedText({ a: 'Sydney', b: 'canberra', c: 'The Sydney!', d: 'Canbera', e: 'Melbourne' });
    expect(groupsOf(reveal.effects)).toEqual({
      questionIndex: 0,
      groups: [
        { answer: 'Sydney', count: 2, correct: false },
        { answer: 'canberra', count: 1, correct: true },
        { answer: 'Canbera', count: 1, correct: true },
        { answer: 'Melbourne', count: 1, correct: false },
      ],
    });
  });

  it('are in the host’s snapshot during the reveal (a reloaded presenter can still re-mark), and no one else’s', () => {
    const { state, reveal } = revealedText({ a: 'Sydney', b: 'canberra' });
    expect(snapshot(state, HOST).answerGroups).toEqual(groupsOf(reveal.effects));
    expect(snapshot(state, 'a').answerGroups).toBeNull();
    expect(snapshot(state).answerGroups).toBeNull();
    ok(state, { type: 'next', by: HOST }, T0 + 60_000);
    expect(state.phase).not.toBe('reveal');
    expect(snapshot(state, HOST).answerGroups).toBeNull();
  });

  it(`list at most ${ANSWER_GROUPS_MAX} groups, and none for other questions or battles`, () => {
    const answers = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`p${i}`, `Guess number ${i}`]));
    const { reveal } = revealedText(answers, { maxPlayers: 200 });
    expect(groupsOf(reveal.effects)?.groups).toHaveLength(ANSWER_GROUPS_MAX);
    const battle = withPlayers(newGame({ questionCount: 5, questionTypes: ['text'] }), ['a']);
    ok(battle, { type: 'start', by: HOST }, T0);
    ok(battle, { type: 'tick' }, battle.nextTickAt!);
    ok(battle, { type: 'answer', playerId: 'a', questionIndex: 0, choice: 'x' }, battle.deadline! - 1);
    expect(groupsOf(ok(battle, { type: 'tick' }, battle.nextTickAt!).effects)).toBeUndefined();
  });
});

describe('re-marking (adjustScores)', () => {
  const accept = (questionIndex: number, changes: ScoreChange[]): Extract<Command, { type: 'adjustScores' }> => ({
    type: 'adjustScores',
    by: HOST,
    questionIndex,
    answer: 'Sydney',
    accepted: true,
    changes,
  });

  it('changes every score live: the room gets the standings, each changed player their result', () => {
    const { state } = revealedText({ a: 'Sydney', b: 'Canberra', c: 'sydney' });
    const rows = state.unstored.map(({ playerId, elapsedMs, correct, points }) => ({
      playerId,
      elapsedMs,
      correct,
      points,
    }));
    const changes = remarkChanges(
      state,
      0,
      true,
      rows.filter((r) => r.playerId !== 'b'),
    );
    const points = speedPoints(2000, 10_000);
    expect(changes).toEqual([
      { playerId: 'a', delta: points, correct: true, points },
      { playerId: 'c', delta: points, correct: true, points },
    ]);
    const { effects } = ok(state, accept(0, changes), T0 + 20_000);
    expect(state.players.map((p) => [p.score, p.correctCount])).toEqual([
      [points, 1],
      [points, 1],
      [points, 1],
    ]);
    expect(broadcasts(effects)[0]!.payload).toMatchObject({
      questionIndex: 0,
      answer: 'Sydney',
      accepted: true,
      changed: 2,
      top: [{ rank: 1 }, { rank: 1 }, { rank: 1 }],
      teams: [],
    });
    expect(sends(effects).map((s) => [s.playerId, s.payload])).toEqual([
      ['a', { questionIndex: 0, correct: true, points, score: points, rank: 1 }],
      ['c', { questionIndex: 0, correct: true, points, score: points, rank: 1 }],
    ]);
    // The answers not stored yet carry their new marks when they are.
    expect(state.unstored.map((a) => [a.playerId, a.correct, a.points])).toEqual([
      ['a', true, points],
      ['b', true, points],
      ['c', true, points],
    ]);
  });

  it('refuses a typed answer back again, one point at a time in accuracy scoring', () => {
    const { state } = revealedText({ a: 'Canberra', b: 'Canberra' }, { scoring: 'accuracy' });
    const changes = remarkChanges(state, 0, false, [{ playerId: 'a', elapsedMs: 2000, correct: true, points: 1 }]);
    expect(changes).toEqual([{ playerId: 'a', delta: -1, correct: false, points: 0 }]);
    ok(state, { ...accept(0, changes), accepted: false } as Command, T0 + 20_000);
    expect(state.players.map((p) => [p.score, p.correctCount])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('applies a stored answer’s change by its delta when the engine no longer holds the answer', () => {
    const { state } = revealedText({ a: 'Sydney' }, { scoring: 'accuracy' });
    ok(state, { type: 'answersStored', questionIndex: 0 }, T0 + 20_000);
    ok(state, { type: 'next', by: HOST }, T0 + 20_001);
    ok(state, { type: 'next', by: HOST }, T0 + 20_002);
    expect(state.unstored).toEqual([]);
    ok(state, accept(0, [{ playerId: 'a', delta: 1, correct: true, points: 1 }]), T0 + 20_003);
    expect(state.players[0]).toMatchObject({ score: 1, correctCount: 1 });
  });

  it('applies a re-marking once per id: delivered again, even after the game ended or from a restored copy', () => {
    const { state } = revealedText({ a: 'Sydney', b: 'Canberra' }, { scoring: 'accuracy' });
    const once = { ...accept(0, [{ playerId: 'a', delta: 1, correct: true, points: 1 }]), overrideId: 'o-1' };
    ok(state, once, T0 + 20_000);
    expect(state.players[0]).toMatchObject({ score: 1, correctCount: 1 });
    const restored = deserialize(serialize(state));
    expect(restored.appliedOverrides).toEqual(['o-1']);
    for (const target of [state, restored]) {
      expect(ok(target, once, T0 + 20_001).effects).toEqual([]);
      expect(target.players[0]).toMatchObject({ score: 1, correctCount: 1 });
    }
    ok(state, { type: 'end', by: HOST }, T0 + 20_002);
    expect(ok(state, once, T0 + 20_003).effects).toEqual([]);
    // Another id is a new re-marking (this one refuses nobody: no change to apply).
    expect(apply(restored, { ...once, overrideId: 'o-2', changes: [] }, T0 + 20_004).error).toBeUndefined();
    expect(restored.appliedOverrides).toEqual(['o-1', 'o-2']);
  });

  it(`remembers the last ${APPLIED_OVERRIDES_MAX} re-markings applied, and none in a state stored before ids`, () => {
    const { state } = revealedText({ a: 'Sydney' }, { scoring: 'accuracy' });
    for (let i = 0; i <= APPLIED_OVERRIDES_MAX; i += 1)
      ok(state, { ...accept(0, []), overrideId: `o-${i}` }, T0 + 20_000 + i);
    expect(state.appliedOverrides).toHaveLength(APPLIED_OVERRIDES_MAX);
    expect(state.appliedOverrides[0]).toBe('o-1');
    const { appliedOverrides: _, ...older } = state;
    expect(deserialize(JSON.stringify(older)).appliedOverrides).toEqual([]);
  });

  it.each<[string, (s: ReturnType<typeof revealedText>['state']) => Command]>([
    ['an unrevealed question', () => accept(1, [])],
    [
      'a choice question',
      (s) => {
        for (const at of [1, 2, 3]) ok(s, { type: 'next', by: HOST }, T0 + 20_000 + at);
        return accept(1, []);
      },
    ],
    ['anyone but the host', () => ({ ...accept(0, []), by: 'a' }) as Command],
    [
      'a skipped question',
      (s) => {
        ok(s, { type: 'skip', by: HOST }, T0 + 20_000);
        return accept(0, []);
      },
    ],
    [
      'a finished game',
      (s) => {
        ok(s, { type: 'end', by: HOST }, T0 + 20_000);
        return accept(0, []);
      },
    ],
  ])('is refused for %s', (_, setUp) => {
    const { state } = revealedText({ a: 'Sydney' });
    const command = setUp(state);
    const before = structuredClone(state);
    expect(apply(state, command, T0 + 30_000).error).toBeDefined();
    expect(state).toStrictEqual(before);
  });

  it('is refused in a battle', () => {
    const battle = withPlayers(newGame({ questionCount: 5, questionTypes: ['text'] }), ['a']);
    ok(battle, { type: 'start', by: HOST }, T0);
    ok(battle, { type: 'next', by: HOST }, T0 + 1);
    ok(battle, { type: 'next', by: HOST }, T0 + 2);
    expect(apply(battle, accept(0, []), T0 + 3).error?.message).toBe('Only a host-led room re-marks answers.');
  });
});
