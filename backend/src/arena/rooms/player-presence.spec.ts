import type { GameState } from '@trivia/arena-engine';
import type { Server } from 'socket.io';
import { PlayerPresence, playersWithoutSockets } from './player-presence';
import type { RoomRequest } from './room-request';

const ROOM = 'room-1';
const stateOf = (phase: string, players: [id: string, connected: boolean][]) =>
  ({ phase, players: players.map(([id, connected]) => ({ id, connected })) }) as unknown as GameState;
/** A socket in the room sits in the room's channel and in its player's. */
const socketOf = (playerId: string) => ({
  rooms: new Set([`sock-${playerId}`, `arena:${ROOM}`, `arena:${ROOM}:${playerId}`]),
});

describe('playersWithoutSockets', () => {
  it('names the players the room counts connected who have no socket in the room', () => {
    const state = stateOf('question', [
      ['ada', true],
      ['ben', true],
      ['cy', false],
      ['di', true],
    ]);
    expect(playersWithoutSockets(state, ROOM, [socketOf('ada').rooms, socketOf('di').rooms])).toEqual(['ben']);
  });

  it("ignores another room's player channels", () => {
    const state = stateOf('question', [['ada', true]]);
    expect(playersWithoutSockets(state, ROOM, [new Set([`arena:${ROOM}x:ada`, 'arena:room-2:ada'])])).toEqual(['ada']);
  });
});

describe('PlayerPresence', () => {
  function setUp(state: GameState, sockets: () => Promise<{ rooms: Set<string> }[]>) {
    const submitted: RoomRequest[] = [];
    const warnings: string[] = [];
    const room = { state, submit: async (request: RoomRequest) => void submitted.push(request) };
    const presence = new PlayerPresence(
      { owned: (roomId) => (roomId === ROOM ? room : undefined), warn: (_room, what) => warnings.push(what) },
      20,
    );
    presence.attach({ in: () => ({ fetchSockets: sockets }) } as unknown as Server);
    return { presence, submitted, warnings };
  }

  it('marks away, after the grace, each player whose socket went with the old node', async () => {
    const state = stateOf('question', [
      ['ada', true],
      ['ben', true],
    ]);
    const { presence, submitted } = setUp(state, async () => [socketOf('ada')]);
    presence.adopted(ROOM);
    expect(submitted).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(submitted).toEqual([{ op: 'leave', playerId: 'ben', reason: 'disconnect' }]);
  });

  it('marks nobody when the sockets cannot be counted, or the game is over', async () => {
    const failing = setUp(stateOf('question', [['ada', true]]), () => Promise.reject(new Error('timeout')));
    await failing.presence.markAway(ROOM);
    expect(failing.submitted).toEqual([]);
    expect(failing.warnings).toEqual(['count its players’ sockets']);
    const over = setUp(stateOf('podium', [['ada', true]]), async () => []);
    await over.presence.markAway(ROOM);
    expect(over.submitted).toEqual([]);
  });

  it('forgets its checks on close', async () => {
    const { presence, submitted } = setUp(stateOf('question', [['ada', true]]), async () => []);
    presence.adopted(ROOM);
    presence.close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(submitted).toEqual([]);
  });
});
