import { apply } from './apply.js';
import type { Command } from './commands.js';
import { deserialize, serialize } from './serialize.js';
import { snapshot } from './snapshot.js';
import type { Effect } from './effects.js';
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

const join = (playerId: string, nickname: string): Command => ({ type: 'join', playerId, nickname, isGuest: true });

describe('join', () => {
  it('adds a player with a trimmed nickname and tells the host only', () => {
    const { state, effects } = ok(newGame(), join('p1', '  Quiz   Whizz '), T0);
    expect(state.players).toEqual([
      {
        id: 'p1',
        nickname: 'Quiz Whizz',
        isGuest: true,
        connected: true,
        score: 0,
        streak: 0,
        correctCount: 0,
        teamId: null,
      },
    ]);
    expect(state.seq).toBe(0);
    expect(effects).toEqual([
      {
        type: 'send',
        playerId: HOST,
        event: 'arena:player-joined',
        payload: { playerCount: 1, player: expect.objectContaining({ id: 'p1', nickname: 'Quiz Whizz' }) },
      },
    ]);
  });

  it.each([
    ['a nickname used in another case', withPlayers(newGame(), ['a']), join('b', 'PLAYER A'), 'ARENA_NICKNAME_TAKEN'],
    ['an offensive nickname', newGame(), join('b', 'Sh1tHead'), 'VAL_001'],
    ['a one-letter nickname', newGame(), join('b', ' x '), 'VAL_001'],
    ['a full room', withPlayers(newGame({ maxPlayers: 2 }), ['a', 'b']), join('c', 'Carol'), 'ARENA_ROOM_FULL'],
    ['a game already running', atFirstQuestion(2).state, join('late', 'Latecomer'), 'ARENA_WRONG_PHASE'],
    [
      'a malformed command',
      newGame(),
      { type: 'join', playerId: '', nickname: 'Bob' } as unknown as Command,
      'VAL_001',
    ],
  ])('refuses %s', (_why, state, command, code) => {
    const before = structuredClone(state);
    const outcome = apply(state, command, T0);
    expect(outcome).toEqual({ state, effects: [], error: expect.objectContaining({ code }) });
    expect(state).toStrictEqual(before);
  });

  it('treats a second join by the same player as a reconnect', () => {
    const state = withPlayers(newGame(), ['a']);
    const again = ok(state, join('a', 'Someone Else'), T0);
    expect(again.state.players).toHaveLength(1);
    expect(eventsOf(again.effects)).toEqual(['arena:snapshot']);
  });
});

describe('news of arrivals and departures', () => {
  const toHostOnly = (effects: Effect[], event: string, payload: object) => {
    expect(broadcasts(effects).filter((b) => /player/.test(b.event))).toEqual([]);
    expect(sends(effects).filter((e) => /player-/.test(e.event))).toEqual([
      { type: 'send', playerId: HOST, event, payload },
    ]);
  };

  it('goes to the host only, unnumbered: leaving the lobby, dropping mid-game, coming back, being kicked', () => {
    const lobby = withPlayers(newGame(), ['a', 'b']);
    const left = ok(lobby, { type: 'leave', playerId: 'b' }, T0);
    toHostOnly(left.effects, 'arena:player-left', { playerId: 'b', reason: 'leave', playerCount: 1 });
    expect(lobby.seq).toBe(0);

    const { state, openedAt } = atFirstQuestion(3);
    const seq = state.seq;
    const dropped = ok(state, { type: 'leave', playerId: 'p2', reason: 'disconnect' }, openedAt);
    toHostOnly(dropped.effects, 'arena:player-left', { playerId: 'p2', reason: 'disconnect', playerCount: 3 });
    const back = ok(state, { type: 'reconnect', playerId: 'p2' }, openedAt + 1);
    toHostOnly(back.effects, 'arena:player-joined', {
      player: { id: 'p2', nickname: 'Player p2', isGuest: true, connected: true, score: 0, teamId: null },
      playerCount: 3,
      reconnected: true,
    });
    // A reconnect of someone still connected (a second tab) tells the host nothing.
    expect(eventsOf(ok(state, { type: 'reconnect', playerId: 'p2' }, openedAt + 2).effects)).toEqual([
      'arena:snapshot',
    ]);
    const kicked = ok(state, { type: 'kick', by: HOST, playerId: 'p3' }, openedAt + 3);
    expect(eventsOf(kicked.effects)).toEqual(['arena:kicked', 'arena:player-left']);
    toHostOnly(kicked.effects, 'arena:player-left', { playerId: 'p3', reason: 'kicked', playerCount: 2 });
    expect(state.seq).toBe(seq);
  });
});

describe('host-only commands', () => {
  const { state } = atFirstQuestion(2);
  it.each([
    { type: 'start', by: 'p1' },
    { type: 'next', by: 'p1' },
    { type: 'pause', by: 'p1' },
    { type: 'resume', by: 'p1' },
    { type: 'kick', by: 'p1', playerId: 'p2' },
    { type: 'end', by: 'p1' },
  ] as Command[])('refuses $type from a player', (command) => {
    expect(apply(state, command, T0)).toEqual({
      state,
      effects: [],
      error: expect.objectContaining({ code: 'ARENA_NOT_HOST' }),
    });
  });
});

describe('kick', () => {
  it('removes the player for good and tells them', () => {
    const { state, openedAt } = atFirstQuestion(3);
    const { state: after, effects } = ok(state, { type: 'kick', by: HOST, playerId: 'p2' }, openedAt);
    expect(after.players.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(effects).toContainEqual({
      type: 'send',
      playerId: 'p2',
      event: 'arena:kicked',
      payload: { reason: 'host', message: null },
    });
    expect(apply(after, { type: 'reconnect', playerId: 'p2' }, openedAt).error?.code).toBe('ARENA_KICKED');
    expect(apply(after, join('p2', 'New Name'), openedAt).error?.code).toBe('ARENA_KICKED');
  });

  it('refuses an unknown player and the host', () => {
    const { state } = atFirstQuestion(2);
    expect(apply(state, { type: 'kick', by: HOST, playerId: 'nobody' }, T0).error?.code).toBe('ARENA_NOT_IN_ROOM');
    expect(apply(state, { type: 'kick', by: HOST, playerId: HOST }, T0).error?.code).toBe('VAL_001');
  });
});

describe('end', () => {
  it('finishes at once, stores results without the unrevealed question, and refuses a second end', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const answered = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt).state;
    const { state: ended, effects } = ok(answered, { type: 'end', by: HOST }, openedAt + 5);
    expect(ended).toMatchObject({ phase: 'ended', nextTickAt: null, endedAt: openedAt + 5 });
    expect(eventsOf(effects)).toEqual(['cancelSchedule', 'arena:ended', 'gameOver']);
    expect(effects.find((e) => e.type === 'gameOver')).toMatchObject({ results: { completed: false } });
    // The unrevealed question's answers never count: nothing to store, nothing unstored.
    expect(ended.unstored).toEqual([]);
    expect(apply(ended, { type: 'end', by: HOST }, openedAt + 6).error?.code).toBe('ARENA_WRONG_PHASE');
    expect(apply(ended, { type: 'tick' }, openedAt + 99_999)).toEqual({ state: ended, effects: [] });
  });

  it('ends a game the server lost, from any seat: everyone hears why and the standings so far are final', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const seq = state.seq;
    const { state: ended, effects } = ok(state, { type: 'abort', reason: 'state_lost' }, openedAt + 5);
    expect(ended).toMatchObject({ phase: 'ended', nextTickAt: null, seq: seq + 1 });
    expect(effects.find((e) => e.type === 'broadcast')).toMatchObject({
      event: 'arena:ended',
      payload: { reason: 'state_lost', seq: seq + 1 },
    });
    expect(eventsOf(effects)).toEqual(['cancelSchedule', 'arena:ended', 'gameOver']);
    expect(apply(ended, { type: 'abort', reason: 'state_lost' }, openedAt + 6).error?.code).toBe('ARENA_WRONG_PHASE');
    expect(apply(state, { type: 'abort', reason: 'bored' } as never, openedAt).error?.code).toBe('VAL_001');
  });
});

describe('leave and reconnect', () => {
  it('frees the seat in the lobby', () => {
    const state = withPlayers(newGame(), ['a', 'b']);
    expect(ok(state, { type: 'leave', playerId: 'a' }, T0).state.players.map((p) => p.id)).toEqual(['b']);
  });

  it('keeps identity and score through a disconnect during the game', () => {
    const { state, openedAt } = atFirstQuestion(3);
    const answered = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt).state;
    const revealed = ok(answered, { type: 'next', by: HOST }, openedAt + 1).state;
    const dropped = ok(revealed, { type: 'leave', playerId: 'p1', reason: 'disconnect' }, openedAt + 2).state;
    expect(dropped.players[0]).toMatchObject({ id: 'p1', connected: false, score: 1000 });
    const back = ok(dropped, { type: 'reconnect', playerId: 'p1' }, openedAt + 3);
    expect(back.state.players[0]).toMatchObject({ id: 'p1', connected: true, score: 1000 });
    expect(back.effects.at(-1)).toEqual({
      type: 'send',
      playerId: 'p1',
      event: 'arena:snapshot',
      payload: snapshot(back.state, 'p1'),
    });
  });

  it('counts each return of a player who had dropped, not a second tab, and keeps the count with the room', () => {
    const { state, openedAt } = atFirstQuestion(3);
    expect(state.reconnects).toBe(0);
    ok(state, { type: 'reconnect', playerId: 'p1' }, openedAt);
    ok(state, { type: 'join', playerId: 'p2', nickname: 'Player p2', isGuest: true }, openedAt);
    expect(state.reconnects).toBe(0);
    ok(state, { type: 'leave', playerId: 'p1', reason: 'disconnect' }, openedAt + 1);
    ok(state, { type: 'reconnect', playerId: 'p1' }, openedAt + 2);
    ok(state, { type: 'leave', playerId: 'p2', reason: 'leave' }, openedAt + 3);
    // Joining again (a reloaded tab) is a reconnect too.
    ok(state, { type: 'join', playerId: 'p2', nickname: 'Player p2', isGuest: true }, openedAt + 4);
    expect(state.reconnects).toBe(2);
    expect(deserialize(serialize(state)).reconnects).toBe(2);
  });

  it('reads a room stored before reconnects were counted as having none', () => {
    const { state } = atFirstQuestion(2);
    const { reconnects: _, ...older } = state;
    expect(deserialize(JSON.stringify(older)).reconnects).toBe(0);
  });

  it('refuses a reconnect from someone who never joined', () => {
    const { state } = atFirstQuestion(2);
    expect(apply(state, { type: 'reconnect', playerId: 'ghost' }, T0).error?.code).toBe('ARENA_NOT_IN_ROOM');
    expect(apply(state, { type: 'leave', playerId: 'ghost' }, T0).error?.code).toBe('ARENA_NOT_IN_ROOM');
  });
});

describe('snapshot', () => {
  it('hides the answer key while the question is open and shows it at the reveal', () => {
    const { state, openedAt } = atFirstQuestion(2);
    const answered = ok(state, { type: 'answer', playerId: 'p1', questionIndex: 0, choice: 2 }, openedAt + 100).state;
    const open = snapshot(answered, 'p1');
    expect(open).toMatchObject({ phase: 'question', key: null, deadline: openedAt + 10_000 });
    expect(open.you).toMatchObject({ answered: true, receivedAt: openedAt + 100, result: null });
    expect(JSON.stringify(open)).not.toContain('correctIndex');
    const revealed = snapshot(ok(answered, { type: 'next', by: HOST }, openedAt + 200).state, 'p1');
    expect(revealed.key).toEqual({ correctIndex: 2, correctOption: 'C' });
    expect(revealed.you?.result).toEqual({ correct: true, points: 995, speedPoints: 995, streakBonus: 0 });
  });
});
