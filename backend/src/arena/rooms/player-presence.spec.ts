import type { GameState } from '@trivia/arena-engine';
import type { Server } from 'socket.io';
import { PlayerPresence, playersWithoutSockets } from './player-presence';
import type { RoomRequest } from './room-request';

const ROOM = 'room-1';
const stateOf = (phase: string, players: [id: string, connected: boolean][]) =>
  ({ phase, players: players.map(([id, connected]) => ({ id, connected })) }) as unknown as GameState;
const channel = (playerId: string) => `arena:${ROOM}:${playerId}`;

describe('playersWithoutSockets', () => {
  it('names the players the room counts connected who have no socket in the room', () => {
    const state = stateOf('question', [
      ['ada', true],
      ['ben', true],
      ['cy', false],
      ['di', true],
    ]);
    expect(playersWithoutSockets(state, new Set(['ada', 'di']))).toEqual(['ben']);
  });
});

describe('PlayerPresence', () => {
  /**
   * A room on this node with `here` players' sockets in its channels, and other nodes that answer the count with
   * `elsewhere` (or fail to answer).
   */
  function setUp(
    state: GameState,
    { here = [] as string[], elsewhere = async () => [[]] as unknown[] } = {},
    clustered = true,
  ) {
    const submitted: RoomRequest[] = [];
    const warnings: string[] = [];
    const room = { state, submit: async (request: RoomRequest) => void submitted.push(request) };
    const presence = new PlayerPresence(
      { owned: (roomId) => (roomId === ROOM ? room : undefined), warn: (_room, what) => warnings.push(what) },
      clustered,
      20,
    );
    const rooms = new Map<string, Set<string>>([[`arena:${ROOM}`, new Set(here.map((id) => `s-${id}`))]]);
    for (const id of here) rooms.set(channel(id), new Set([`s-${id}`]));
    rooms.set(channel('gone'), new Set());
    // Another room's player channels, with sockets: never counted for this room.
    rooms.set(`arena:${ROOM}x:gone`, new Set(['s-x']));
    rooms.set('arena:room-2:gone', new Set(['s-y']));
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const server = {
      sockets: { adapter: { rooms } },
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      serverSideEmitWithAck: () => elsewhere(),
    };
    presence.attach(server as unknown as Server);
    return { presence, submitted, warnings, handlers };
  }
  const leave = (playerId: string) => ({ op: 'leave', playerId, reason: 'disconnect' });

  it('marks away, after the grace, each player with a socket on no node', async () => {
    const state = stateOf('question', [
      ['ada', true],
      ['ben', true],
      ['cy', true],
      ['gone', true],
    ]);
    const { presence, submitted } = setUp(state, { here: ['ada'], elsewhere: async () => [['cy'], []] });
    presence.adopted(ROOM);
    expect(submitted).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(submitted).toEqual([leave('ben'), leave('gone')]);
  });

  it('never marks away a player who joins while the count is under way', async () => {
    const state = stateOf('question', [
      ['ada', true],
      ['ben', true],
    ]);
    const joiningMeanwhile = { presence: null as PlayerPresence | null };
    const setup = setUp(state, {
      elsewhere: async () => {
        joiningMeanwhile.presence!.joining(ROOM, 'ben');
        return [[]];
      },
    });
    const { presence } = setup;
    joiningMeanwhile.presence = presence;
    await presence.markAway(ROOM);
    expect(setup.submitted).toEqual([leave('ada')]);
  });

  it("answers the other nodes' count with the ids of the room's players with a socket here", () => {
    const { handlers } = setUp(stateOf('question', []), { here: ['ada', 'ben'] });
    const reply = jest.fn();
    handlers.get('arena:players-here')!(ROOM, reply);
    expect(reply).toHaveBeenCalledWith(['ada', 'ben']);
  });

  it('counts this node alone when it runs alone', async () => {
    const state = stateOf('lobby', [
      ['ada', true],
      ['ben', true],
    ]);
    const elsewhere = jest.fn();
    const { presence, submitted, handlers } = setUp(state, { here: ['ada'], elsewhere }, false);
    await presence.markAway(ROOM);
    expect(elsewhere).not.toHaveBeenCalled();
    expect(handlers.size).toBe(0);
    expect(submitted).toEqual([leave('ben')]);
  });

  it('marks nobody when a node does not answer in time, or the game is over', async () => {
    const failing = setUp(stateOf('question', [['ada', true]]), {
      elsewhere: () => Promise.reject(new Error('timeout reached')),
    });
    await failing.presence.markAway(ROOM);
    expect(failing.submitted).toEqual([]);
    expect(failing.warnings).toEqual(['count its players’ sockets']);
    const over = setUp(stateOf('podium', [['ada', true]]));
    await over.presence.markAway(ROOM);
    expect(over.submitted).toEqual([]);
  });

  it('forgets its checks on close', async () => {
    const { presence, submitted } = setUp(stateOf('question', [['ada', true]]));
    presence.adopted(ROOM);
    presence.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(submitted).toEqual([]);
  });
});
