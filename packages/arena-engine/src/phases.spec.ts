import { apply } from './apply.js';
import { atFirstQuestion, eventsOf, HOST, newGame, ok, T0, withPlayers } from './testing/fixtures.js';

const tick = { type: 'tick' } as const;

describe('phase transitions with ticks', () => {
  it('runs lobby → countdown → question → reveal → leaderboard → … → podium on schedule', () => {
    let state = ok(withPlayers(newGame(), ['p1', 'p2']), { type: 'start', by: HOST }, T0).state;
    const seen: string[] = [state.phase];
    let gameOver = 0;
    while (state.nextTickAt !== null) {
      const outcome = ok(state, tick, state.nextTickAt);
      gameOver += outcome.effects.filter((e) => e.type === 'gameOver').length;
      state = outcome.state;
      seen.push(state.phase);
    }
    const round = ['question', 'reveal', 'leaderboard'];
    expect(seen).toEqual(['countdown', ...round, ...round, ...round, ...round, ...round, 'podium']);
    expect(gameOver).toBe(1);
  });

  it.each(['countdown', 'question', 'reveal', 'leaderboard'] as const)(
    'a tick 1 ms before the %s timer is due does nothing',
    (phase) => {
      let state = ok(withPlayers(newGame(), ['p1']), { type: 'start', by: HOST }, T0).state;
      while (state.phase !== phase) state = ok(state, tick, state.nextTickAt!).state;
      const before = structuredClone(state);
      expect(apply(state, tick, state.nextTickAt! - 1)).toEqual({ state, effects: [] });
      expect(state).toStrictEqual(before);
    },
  );

  it('a repeated tick after the phase moved on does nothing', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const revealed = ok(state, tick, openedAt + 10_000).state;
    const before = structuredClone(revealed);
    expect(apply(revealed, tick, openedAt + 10_000)).toEqual({ state: revealed, effects: [] });
    expect(revealed).toStrictEqual(before);
  });

  it('schedules the question deadline and sends no answer key with the question', () => {
    const lobby = withPlayers(newGame(), ['p1']);
    const counting = ok(lobby, { type: 'start', by: HOST }, T0);
    expect(counting.effects).toContainEqual({ type: 'schedule', at: T0 + 3000, command: tick });
    const question = ok(counting.state, tick, T0 + 3000);
    expect(question.state.deadline).toBe(T0 + 3000 + 10_000);
    expect(question.effects).toContainEqual({ type: 'schedule', at: T0 + 13_000, command: tick });
  });

  it('refuses to start an empty room', () => {
    expect(apply(newGame(), { type: 'start', by: HOST }, T0).error?.code).toBe('VAL_001');
  });
});

describe('pause and resume', () => {
  it('keep the time that was left on the question', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const paused = ok(state, { type: 'pause', by: HOST }, openedAt + 4000);
    expect(paused.state).toMatchObject({ paused: true, pausedRemainingMs: 6000, nextTickAt: null });
    expect(eventsOf(paused.effects)).toEqual(['cancelSchedule', 'arena:paused']);
    // A timer the backend failed to cancel fires during the pause and must change nothing.
    const frozen = structuredClone(paused.state);
    expect(apply(paused.state, tick, openedAt + 10_000)).toEqual({ state: paused.state, effects: [] });
    expect(paused.state).toStrictEqual(frozen);
    const resumed = ok(paused.state, { type: 'resume', by: HOST }, openedAt + 60_000);
    expect(resumed.state).toMatchObject({ paused: false, deadline: openedAt + 66_000, nextTickAt: openedAt + 66_000 });
    expect(resumed.effects).toContainEqual({ type: 'schedule', at: openedAt + 66_000, command: tick });
  });

  it('score the time spent answering, not the time spent paused', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const paused = ok(state, { type: 'pause', by: HOST }, openedAt + 2000).state;
    const resumed = ok(paused, { type: 'resume', by: HOST }, openedAt + 50_000).state;
    const answered = ok(resumed, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 50_000);
    expect(answered.state.answers[0]!.elapsedMs).toBe(2000);
    expect(
      apply(answered.state, { type: 'answer', playerId: 'p2', questionIndex: 0, choice: 2 }, openedAt + 58_001).error,
    ).toMatchObject({ code: 'ARENA_LATE' });
  });

  const lobby = () => withPlayers(newGame(), ['p1']);
  const running = () => atFirstQuestion(2).state;
  const paused = () => ok(running(), { type: 'pause', by: HOST }, T0).state;

  it.each([
    ['pause in the lobby', lobby, 'pause'],
    ['pause twice', paused, 'pause'],
    ['resume a running game', running, 'resume'],
  ] as const)('refuse to %s', (_why, build, type) => {
    expect(apply(build(), { type, by: HOST }, T0).error?.code).toBe('ARENA_WRONG_PHASE');
  });
});

describe('next', () => {
  it('reveals early, then skips the reveal and the leaderboard', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const revealed = ok(state, { type: 'next', by: HOST }, openedAt + 1);
    expect(revealed.state.phase).toBe('reveal');
    expect(eventsOf(revealed.effects)[0]).toBe('cancelSchedule');
    const board = ok(revealed.state, { type: 'next', by: HOST }, openedAt + 2).state;
    expect(board.phase).toBe('leaderboard');
    const second = ok(board, { type: 'next', by: HOST }, openedAt + 3).state;
    expect(second).toMatchObject({ phase: 'question', questionIndex: 1 });
  });

  it('is refused in the lobby and while paused', () => {
    const lobby = withPlayers(newGame(), ['p1']);
    expect(apply(lobby, { type: 'next', by: HOST }, T0).error?.code).toBe('ARENA_WRONG_PHASE');
    const paused = ok(atFirstQuestion(2).state, { type: 'pause', by: HOST }, T0).state;
    expect(apply(paused, { type: 'next', by: HOST }, T0).error?.code).toBe('ARENA_WRONG_PHASE');
  });
});
