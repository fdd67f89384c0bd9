import { apply } from './apply.js';
import type { Command } from './commands.js';
import {
  atFirstQuestion,
  broadcasts,
  eventsOf,
  HOST,
  newGame,
  ok,
  sends,
  T0,
  withPlayers,
} from './testing/fixtures.js';

const close = (message: string): Command => ({ type: 'close', message });
const remove = (playerId: string, message: string): Command => ({ type: 'remove', playerId, message });

describe('an admin closes a room', () => {
  it('ends a running game for everyone with reason admin and the message, and hands the results over', () => {
    const { state, openedAt } = atFirstQuestion(3);
    const { effects } = ok(state, close('Closed for abusive nicknames'), openedAt + 1000);
    expect(state.phase).toBe('ended');
    expect(state.endedAt).toBe(openedAt + 1000);
    const [ended] = broadcasts(effects);
    expect(ended).toMatchObject({
      event: 'arena:ended',
      payload: { reason: 'admin', message: 'Closed for abusive nicknames', seq: state.seq },
    });
    expect(effects.some((e) => e.type === 'gameOver' && !e.results.completed)).toBe(true);
    // No timer is left to move the game on.
    expect(state.nextTickAt).toBeNull();
  });

  it('closes a room still in its lobby', () => {
    const state = withPlayers(newGame(), ['a', 'b']);
    const { effects } = ok(state, close('Test room'), T0);
    expect(eventsOf(effects)).toContain('arena:ended');
    expect(state.phase).toBe('ended');
  });

  it.each([
    ['an empty message', close('')],
    ['a message longer than 200 characters', close('x'.repeat(201))],
    ['no message at all', { type: 'close' } as unknown as Command],
  ])('refuses %s and changes nothing', (_why, command) => {
    const { state } = atFirstQuestion(2);
    const before = structuredClone(state);
    expect(apply(state, command, T0 + 5000)).toEqual({
      state,
      effects: [],
      error: expect.objectContaining({ code: 'VAL_001' }),
    });
    expect(state).toStrictEqual(before);
  });

  it('refuses a game that is already over', () => {
    const { state, openedAt } = atFirstQuestion(2);
    ok(state, close('First'), openedAt);
    expect(apply(state, close('Again'), openedAt + 1).error?.code).toBe('ARENA_WRONG_PHASE');
  });
});

describe('an admin removes a player', () => {
  it('tells the player an admin removed them and why, tells the host, and keeps them out', () => {
    const { state, openedAt } = atFirstQuestion(3);
    const { effects } = ok(state, remove('p2', 'Offensive nickname'), openedAt + 500);
    expect(state.players.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(sends(effects)).toEqual([
      {
        type: 'send',
        playerId: 'p2',
        event: 'arena:kicked',
        payload: { reason: 'admin', message: 'Offensive nickname' },
      },
      {
        type: 'send',
        playerId: HOST,
        event: 'arena:player-left',
        payload: { playerId: 'p2', reason: 'kicked', playerCount: 2 },
      },
    ]);
    const back = apply(state, { type: 'join', playerId: 'p2', nickname: 'Player p2', isGuest: true }, openedAt + 600);
    expect(back.error?.code).toBe('ARENA_KICKED');
  });

  it('needs no host: the admin acts on any room, whoever hosts it', () => {
    const { state } = atFirstQuestion(2);
    // The host's own kick needs `by: hostId`; an admin's removal names nobody.
    expect(apply(state, remove('p1', 'Removed'), T0 + 5000).error).toBeUndefined();
  });

  it.each([
    ['a player who is not in the room', remove('nobody', 'Bye'), 'ARENA_NOT_IN_ROOM'],
    ['the host', remove(HOST, 'Bye'), 'VAL_001'],
    ['an empty message', remove('p1', ''), 'VAL_001'],
    ['no player id', remove('', 'Bye'), 'VAL_001'],
  ])('refuses %s', (_why, command, code) => {
    const { state } = atFirstQuestion(2);
    const before = structuredClone(state);
    expect(apply(state, command, T0 + 5000).error?.code).toBe(code);
    expect(state).toStrictEqual(before);
  });
});
