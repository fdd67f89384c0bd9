import { apply, createGame, deserialize, type GameState, serialize } from '@trivia/arena-engine';
import { ADMIN_ROOM_PLAYERS_MAX } from '@trivia/contracts';
import { commandFor, readOf } from './room-request';
import { playersMatching } from './room-players';
import { describeRoom, roomKind } from './room-report';
import { PUBLIC_HOST } from './room-settings';
import { ACK_WINDOW_MS, RoomVitals } from './room-vitals';
import { FIVE_QUESTIONS } from './engine-questions.fixture';

const T0 = 1_700_000_000_000;

function game(hostId = 'user:host', players = ['Ada', 'Ben', 'Cy']): GameState {
  const settings = { questionCount: 5, questionSeconds: 10, countdownMs: 1000, maxPlayers: 500 };
  const created = createGame(settings, FIVE_QUESTIONS, 7, hostId, T0);
  if (!created.state) throw new Error(created.error.message);
  const state = created.state;
  players.forEach((nickname, i) => apply(state, { type: 'join', playerId: `p${i}`, nickname, isGuest: true }, T0));
  return state;
}

describe('a room described for the monitor', () => {
  it('counts who is connected and who answered the open question, and says its PIN and reconnects', () => {
    const state = game();
    const vitals = new RoomVitals();
    vitals.pinned('room', '123456');
    apply(state, { type: 'start', by: 'user:host' }, T0);
    apply(state, { type: 'tick' }, state.nextTickAt!);
    apply(state, { type: 'leave', playerId: 'p1', reason: 'disconnect' }, T0 + 1500);
    apply(state, { type: 'reconnect', playerId: 'p1' }, T0 + 1600);
    apply(state, { type: 'leave', playerId: 'p2', reason: 'disconnect' }, T0 + 2000);
    apply(state, { type: 'answer', playerId: 'p0', questionIndex: 0, choice: 1 }, T0 + 2500);
    expect(describeRoom('room', state, vitals)).toEqual({
      roomId: 'room',
      pin: '123456',
      kind: 'private',
      hostId: 'user:host',
      playersConnected: 2,
      playersJoined: 3,
      phase: 'question',
      paused: false,
      questionNumber: 1,
      questionCount: 5,
      answeredShare: 0.5,
      reconnects: 1,
      createdAt: T0,
    });
  });

  it('keeps the reconnects when the room moves to another node (rebuilt from its stored state there)', () => {
    const state = game();
    apply(state, { type: 'start', by: 'user:host' }, T0);
    for (const at of [T0 + 100, T0 + 200]) {
      apply(state, { type: 'leave', playerId: 'p0', reason: 'disconnect' }, at);
      apply(state, { type: 'reconnect', playerId: 'p0' }, at + 50);
    }
    const adopted = deserialize(serialize(state));
    expect(describeRoom('room', adopted, new RoomVitals()).reconnects).toBe(2);
  });

  it('has no answered share outside a question, and no host for a quick match room', () => {
    const quick = game(PUBLIC_HOST);
    expect(describeRoom('room', quick, new RoomVitals())).toMatchObject({
      kind: 'quick',
      hostId: null,
      answeredShare: null,
      questionNumber: 0,
      pin: null,
    });
  });

  it('tells host-led sessions from battles by their settings', () => {
    const hosted = game();
    hosted.settings = { ...hosted.settings, hostLed: true };
    expect(roomKind(hosted)).toBe('hosted');
  });
});

describe('an admin looking up players', () => {
  it('finds a part of a nickname in any case, or one player by id', () => {
    const state = game('user:host', ['Ada Lovelace', 'Ben', 'ADAM']);
    expect(playersMatching(state, { query: 'ada' })).toEqual({
      players: [
        { playerId: 'p0', nickname: 'Ada Lovelace', connected: true, score: 0 },
        { playerId: 'p2', nickname: 'ADAM', connected: true, score: 0 },
      ],
      matching: 2,
      phase: 'lobby',
    });
    expect(playersMatching(state, { query: '', playerId: 'p1' }).players.map((p) => p.nickname)).toEqual(['Ben']);
  });

  it('lists at most a page of a big room, and says how many match', () => {
    const state = game('user:host', []);
    for (let i = 0; i < 120; i += 1)
      apply(state, { type: 'join', playerId: `x${i}`, nickname: `Player ${i}`, isGuest: true }, T0);
    const found = playersMatching(state, { query: '' });
    expect(found.players).toHaveLength(ADMIN_ROOM_PLAYERS_MAX);
    expect(found.matching).toBe(120);
  });

  it('is a read: no engine command, the players in the reply', () => {
    const state = game();
    const request = { op: 'players', query: 'be' } as const;
    expect(commandFor(state, request)).toBeNull();
    expect(readOf(state, request).players?.players.map((p) => p.nickname)).toEqual(['Ben']);
    expect(commandFor(state, { op: 'close', message: 'Bye' })).toEqual({ type: 'close', message: 'Bye' });
    expect(commandFor(state, { op: 'remove', playerId: 'p1', message: 'Bye' })).toEqual({
      type: 'remove',
      playerId: 'p1',
      message: 'Bye',
    });
  });
});

describe('room vitals', () => {
  it('keeps ack times over one to two windows, then forgets a quiet room', () => {
    const vitals = new RoomVitals();
    const owns = () => true;
    vitals.prune(T0, owns);
    vitals.acked('room', 4);
    expect(vitals.ackDigest().room).toEqual([expect.any(Number), 1]);
    vitals.prune(T0 + ACK_WINDOW_MS, owns);
    vitals.acked('room', 4);
    // The older window still counts beside the new one.
    expect(vitals.ackDigest().room).toEqual([expect.any(Number), 2]);
    vitals.prune(T0 + 2 * ACK_WINDOW_MS, owns);
    expect(vitals.ackDigest().room).toEqual([expect.any(Number), 1]);
    vitals.prune(T0 + 3 * ACK_WINDOW_MS, owns);
    expect(vitals.ackDigest()).toEqual({});
  });

  it('forgets the PIN of a room this node no longer owns', () => {
    const vitals = new RoomVitals();
    vitals.pinned('gone', '111111');
    vitals.pinned('kept', '222222');
    vitals.prune(T0, (roomId) => roomId === 'kept');
    expect(vitals.pinOf('gone')).toBeNull();
    expect(vitals.pinOf('kept')).toBe('222222');
  });
});
