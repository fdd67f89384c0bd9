import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { GameState } from './state.js';
import { atFirstQuestion, eventsOf, HOST, ok } from './testing/fixtures.js';

const DURATION = 10_000;

/** Answers question 0 (correct option 2) at `ms` after it opened and reveals it with the host's "next". */
function revealAfter(ms: number, choice: number | string = 2) {
  const { state, openedAt } = atFirstQuestion(2);
  const answered = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice }, openedAt + ms).state;
  return ok(answered, { type: 'next', by: HOST }, openedAt + ms + 1);
}

const resultFor = (effects: ReturnType<typeof revealAfter>['effects'], playerId: string) =>
  effects.find((e) => e.type === 'send' && e.event === 'arena:result' && e.playerId === playerId);

describe('answer scoring at the edges', () => {
  it.each([
    { ms: 0, points: 1000 },
    { ms: DURATION / 2, points: 750 },
    { ms: DURATION, points: 500 },
  ])('a correct answer $ms ms in earns $points', ({ ms, points }) => {
    const { state, effects } = revealAfter(ms);
    expect(state.players.find((p) => p.id === 'p1')?.score).toBe(points);
    expect(resultFor(effects, 'p1')).toMatchObject({ payload: { correct: true, speedPoints: points, streakBonus: 0 } });
  });

  it('refuses an answer 1 ms after the deadline', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const before = structuredClone(state);
    const late = apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + DURATION + 1);
    expect(late).toEqual({ state, effects: [], error: expect.objectContaining({ code: 'ARENA_LATE' }) });
    expect(state).toStrictEqual(before);
  });

  it('gives nothing for a wrong answer', () => {
    const { state, effects } = revealAfter(0, 1);
    expect(state.players.find((p) => p.id === 'p1')?.score).toBe(0);
    expect(resultFor(effects, 'p1')).toMatchObject({ payload: { correct: false, points: 0 } });
  });
});

describe('answer receipts', () => {
  it('say when the answer arrived and nothing about whether it is right', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const { effects } = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 1234);
    expect(effects).toEqual([
      {
        type: 'send',
        playerId: 'p1',
        event: 'arena:receipt',
        payload: { questionIndex: 0, receivedAt: openedAt + 1234, accepted: true },
      },
    ]);
  });

  it('do not change any score before the reveal', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const after = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt).state;
    expect(after.players.map((p) => p.score)).toEqual([0, 0]);
  });
});

describe('refused answers', () => {
  const answerAt = (
    prepare: (s: GameState, openedAt: number) => GameState,
    command: Partial<Extract<Command, { type: 'answer' }>>,
    offset = 100,
  ) => {
    const { state, openedAt } = atFirstQuestion(3);
    const ready = prepare(state, openedAt);
    const before = structuredClone(ready);
    const full = { type: 'answer' as const, playerId: 'p1', questionIndex: 0, choice: 0, ...command };
    return { ready, before, outcome: apply(ready, full, openedAt + offset) };
  };
  const same = (s: GameState) => s;
  const answered = (s: GameState, at: number) =>
    ok(s, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 1 }, at + 50).state;

  it.each([
    ['a second answer', answered, {}, 'ARENA_DUPLICATE'],
    ['a past question index', same, { questionIndex: -1 }, 'ARENA_OUT_OF_RANGE'],
    ['a future question index', same, { questionIndex: 1 }, 'ARENA_OUT_OF_RANGE'],
    ['an option that is not offered', same, { choice: 4 }, 'ARENA_OUT_OF_RANGE'],
    ['a negative option', same, { choice: -1 }, 'ARENA_OUT_OF_RANGE'],
    ['text for a multiple-choice question', same, { choice: 'C' }, 'VAL_001'],
    ['a fractional option', same, { choice: 1.5 }, 'VAL_001'],
    ['an unknown player', same, { playerId: 'stranger' }, 'ARENA_NOT_IN_ROOM'],
    [
      'a kicked player',
      (s: GameState, at: number) => ok(s, { type: 'kick', by: HOST, playerId: 'p1' }, at).state,
      {},
      'ARENA_KICKED',
    ],
    [
      'a paused game',
      (s: GameState, at: number) => ok(s, { type: 'pause', by: HOST }, at).state,
      {},
      'ARENA_WRONG_PHASE',
    ],
    [
      'the revealed question',
      (s: GameState, at: number) => ok(s, { type: 'next', by: HOST }, at).state,
      {},
      'ARENA_LATE',
    ],
  ] as const)('refuses %s', (_why, prepare, command, code) => {
    const { ready, before, outcome } = answerAt(prepare, command);
    expect(outcome.error?.code).toBe(code);
    expect(outcome.state).toBe(ready);
    expect(ready).toStrictEqual(before);
    expect(outcome.effects).toEqual([]);
  });

  it('refuses an answer in the lobby as the wrong phase', () => {
    const { state } = atFirstQuestion(2);
    const lobby = { ...state, phase: 'lobby' as const, questionIndex: -1 };
    expect(apply(lobby, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 0 }, 0).error?.code).toBe(
      'ARENA_WRONG_PHASE',
    );
  });
});

describe('typed answers', () => {
  const textGame = () => atFirstQuestion(1, { questionTypes: ['text'] });

  it.each([
    ['the answer', 'Secretanswera', true],
    ['a typo', 'secretanswra', true],
    ['an alias', 'hiddenaliasa', true],
    ['something else', 'Paris', false],
  ])('marks %s with answer matching', (_why, text, correct) => {
    const { state, openedAt } = textGame();
    ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: text }, openedAt);
    const { state: revealed } = ok(state, { type: 'tick' }, openedAt);
    expect(revealed.phase).toBe('reveal');
    expect(revealed.answers[0]?.correct).toBe(correct);
  });

  it('refuses a blank or numeric answer', () => {
    const { state, openedAt } = textGame();
    expect(
      apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: '   ' }, openedAt).error?.code,
    ).toBe('VAL_001');
    expect(apply(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 1 }, openedAt).error?.code).toBe(
      'VAL_001',
    );
  });
});

describe('everyone answered', () => {
  it('brings the pending tick forward to now, and that tick reveals', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const first = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 10);
    expect(first.effects).not.toContainEqual(expect.objectContaining({ type: 'schedule' }));
    const last = ok(first.state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 0 }, openedAt + 20);
    expect(last.state.phase).toBe('question');
    expect(eventsOf(last.effects)).toEqual(['arena:receipt', 'schedule']);
    expect(last.effects).toContainEqual({ type: 'schedule', at: openedAt + 20, command: { type: 'tick' } });
    const revealed = ok(last.state, { type: 'tick' }, openedAt + 20);
    expect(revealed.state.phase).toBe('reveal');
    expect(eventsOf(revealed.effects).slice(0, 2)).toEqual(['arena:reveal', 'arena:result']);
    expect(revealed.effects).toContainEqual({ type: 'schedule', at: openedAt + 20 + 5000, command: { type: 'tick' } });
  });

  it('does not wait for a player who dropped', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const dropped = ok(state, { type: 'leave', playerId: 'p2', reason: 'disconnect' }, openedAt).state;
    ok(dropped, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 5);
    expect(dropped.nextTickAt).toBe(openedAt + 5);
    expect(ok(dropped, { type: 'tick' }, openedAt + 5).state.phase).toBe('reveal');
  });
});

describe('everyone connected answered, through drops and returns', () => {
  const answer = (playerId: string, choice = 2): Command => ({ type: 'answer', playerId, questionIndex: 0, choice });
  const drop = (playerId: string): Command => ({ type: 'leave', playerId, reason: 'disconnect' });
  const back = (playerId: string): Command => ({ type: 'reconnect', playerId });

  it.each([
    ['p1 answers then drops: p2 answering is the last', [answer('p1'), drop('p1'), answer('p3'), answer('p2')]],
    ['p3 drops without answering', [answer('p1'), drop('p3'), answer('p2')]],
    ['the last one out drops: nobody left to wait for', [answer('p1'), answer('p2'), drop('p3')]],
    ['p1 answers, drops and comes back', [answer('p1'), drop('p1'), back('p1'), answer('p2'), drop('p3')]],
    ['the last one out is kicked', [answer('p1'), answer('p2'), { type: 'kick', by: HOST, playerId: 'p3' }]],
  ] as [string, Command[]][])('reveals when %s', (_why, commands) => {
    const { state, openedAt } = atFirstQuestion(3);
    commands.forEach((command, i) => {
      expect(state.nextTickAt).toBe(openedAt + DURATION);
      ok(state, command, openedAt + i);
    });
    const last = openedAt + commands.length - 1;
    expect(state.nextTickAt).toBe(last);
    expect(ok(state, { type: 'tick' }, last).state.phase).toBe('reveal');
  });

  it.each([
    ['p3 drops and comes back without answering', [answer('p1'), drop('p3'), back('p3'), answer('p2')]],
    ['everyone has dropped', [drop('p1'), drop('p2'), drop('p3')]],
    ['p3 answers while dropped, the others have not', [drop('p3'), answer('p3'), answer('p1')]],
  ] as [string, Command[]][])('waits when %s', (_why, commands) => {
    const { state, openedAt } = atFirstQuestion(3);
    commands.forEach((command, i) => ok(state, command, openedAt + i));
    expect(state.phase).toBe('question');
    expect(state.nextTickAt).toBe(openedAt + DURATION);
  });
});

describe('streaks', () => {
  /** Plays every question with p1 answering right or wrong (`correct[i]`) instantly and p2 never answering. */
  function play(correct: boolean[]) {
    const game = atFirstQuestion(2, { questionTypes: ['multiple_choice'] });
    const now = game.openedAt;
    let state = game.state;
    const bonuses: number[] = [];
    for (const [i, right] of correct.entries()) {
      state = ok(state, { type: 'answer', playerId: 'p1', questionIndex: i, choice: right ? 2 : 0 }, now).state;
      state = ok(state, { type: 'next', by: HOST }, now).state;
      expect(state.answers).toEqual([expect.objectContaining({ questionIndex: i })]);
      bonuses.push(state.answers[0]!.streakBonus);
      state = ok(ok(state, { type: 'next', by: HOST }, now).state, { type: 'next', by: HOST }, now).state;
    }
    return bonuses;
  }

  it.each([
    [
      [true, true, true, true, true],
      [0, 100, 200, 300, 400],
    ],
    [
      [true, true, false, true, true],
      [0, 100, 0, 0, 100],
    ],
  ])('streak %j earns bonuses %j', (correct, bonuses) => {
    expect(play(correct)).toEqual(bonuses);
  });

  it('caps the bonus at 500', () => {
    let { state, openedAt: now } = atFirstQuestion(2, { questionTypes: ['multiple_choice'], questionCount: 8 });
    for (let i = 0; i < 8; i += 1) {
      state = ok(state, { type: 'answer', playerId: 'p1', questionIndex: i, choice: 2 }, now).state;
      state = ok(state, { type: 'next', by: HOST }, now).state;
      state = ok(ok(state, { type: 'next', by: HOST }, now).state, { type: 'next', by: HOST }, now).state;
      now += 1;
    }
    // Nothing confirmed them stored, so every revealed answer is still in `unstored`.
    expect(state.unstored.map((a) => a.streakBonus)).toEqual([0, 100, 200, 300, 400, 500, 500, 500]);
    expect(state.players[0]!.score).toBe(8 * 1000 + 2500);
  });
});
