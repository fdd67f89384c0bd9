import { apply } from './apply.js';
import type { Command } from './commands.js';
import type { GameState } from './state.js';
import { atFirstQuestion, eventsOf, HOST, newGame, ok, T0, withPlayers } from './testing/fixtures.js';

const publicGame = () => newGame({ maxPlayers: 4, autoStartMs: 20_000, countdownMs: 3000 });
const solo = (playerId: string): Command => ({ type: 'startSolo', playerId });

describe('startSolo', () => {
  it('starts the countdown for the only player of a public room, as the auto start would', () => {
    const alone = withPlayers(publicGame(), ['a']);
    const { state, effects } = ok(alone, solo('a'), T0 + 500);
    expect(state).toMatchObject({ phase: 'countdown', nextTickAt: T0 + 3500, seq: 1 });
    expect(effects).toEqual([
      { type: 'broadcast', event: 'arena:countdown', payload: { startsAt: T0 + 3500, questionCount: 5, seq: 1 } },
      { type: 'schedule', at: T0 + 3500, command: { type: 'tick' } },
    ]);
    // The same countdown as the auto start of a room of two, when its timer fires.
    const pair = ok(withPlayers(publicGame(), ['a', 'b']), { type: 'tick' }, T0 + 20_000);
    expect(eventsOf(pair.effects)).toEqual(eventsOf(effects));
  });

  it('cancels a pending start timer', () => {
    const alone = withPlayers(publicGame(), ['a']);
    // A timer left from when a second player was there (a state built by hand: the engine disarms it on leave).
    const armed: GameState = { ...structuredClone(alone), nextTickAt: T0 + 20_000 };
    expect(eventsOf(ok(armed, solo('a'), T0).effects)).toEqual(['cancelSchedule', 'arena:countdown', 'schedule']);
  });

  it('plays a whole game alone, each answer revealing at once', () => {
    let { state } = ok(withPlayers(publicGame(), ['a']), solo('a'), T0);
    let now = state.nextTickAt!;
    state = ok(state, { type: 'tick' }, now).state;
    while (state.phase === 'question') {
      const choice = state.questions[state.questionIndex]!.type === 'text' ? 'Paris' : 0;
      state = ok(state, { type: 'answer', playerId: 'a', questionIndex: state.questionIndex, choice }, now).state;
      // Answered by everyone there: the deadline's tick comes at once.
      expect(state.nextTickAt).toBe(now);
      state = ok(state, { type: 'tick' }, now).state;
      expect(state.phase).toBe('reveal');
      while (state.phase !== 'question' && state.nextTickAt !== null) {
        now = state.nextTickAt;
        state = ok(state, { type: 'tick' }, now).state;
      }
    }
    expect(state.phase).toBe('podium');
  });

  it.each([
    ['in a hosted room', () => withPlayers(newGame(), ['a']), 'a', 'ARENA_NOT_HOST', 'The host starts this game.'],
    [
      'with others waiting',
      () => withPlayers(publicGame(), ['a', 'b']),
      'a',
      'VAL_001',
      'Others are waiting with you: the game starts by itself.',
    ],
    [
      'once the game has started',
      () => atFirstQuestion(1, { autoStartMs: 20_000 }).state,
      'p1',
      'ARENA_WRONG_PHASE',
      'The game has already started.',
    ],
    [
      'from someone not in the room',
      () => withPlayers(publicGame(), ['a']),
      'b',
      'ARENA_NOT_IN_ROOM',
      'You are not in this game.',
    ],
    [
      'from a kicked player',
      () => ok(withPlayers(publicGame(), ['a', 'b']), { type: 'kick', by: HOST, playerId: 'b' }, T0).state,
      'b',
      'ARENA_KICKED',
      'You were removed from this game.',
    ],
    ['with no player id', () => withPlayers(publicGame(), ['a']), '', 'VAL_001', 'Malformed command.'],
  ])('is refused %s, changing nothing', (_why, build, playerId, code, message) => {
    const state = build();
    const before = structuredClone(state);
    expect(apply(state, solo(playerId), T0)).toEqual({ state, effects: [], error: { code, message } });
    expect(state).toStrictEqual(before);
  });
});
