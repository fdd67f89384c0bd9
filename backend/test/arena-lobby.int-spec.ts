import { type ArenaEventEnvelope, type ArenaLobby, PUBLIC_ROOM } from '@trivia/contracts';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { eventually, type TestApp } from './harness';
type JoinData = {
  roomId: string;
  pin: string;
  playerId: string;
  snapshot: { phase: string; nextTickAt: number | null };
};

describe('Arena lobby: public rooms and quick match', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];
  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const connect = () => connectArena(url, sockets);
  const quickMatch = async (socket: ArenaSocket, nickname: string) => {
    const ack = await socket.emitWithAck('arena:quick-match', { nickname });
    if (!ack.ok) throw new Error(`${ack.code}: ${ack.message}`);
    return (ack as unknown as { data: JoinData }).data;
  };

  it('lists a public room live, counts the players online, and starts the room by itself when it fills', async () => {
    const watcher = connect();
    const pushes: ArenaLobby[] = [];
    watcher.on('arena:lobby', (lobby) => pushes.push(lobby));
    const watched = await watcher.emitWithAck('arena:lobby-watch', {});
    expect(watched).toMatchObject({ ok: true, data: { rooms: [] } });

    // The first player opens a public room and waits alone: no start countdown yet.
    const first = connect();
    const firstEvents: ArenaEventEnvelope[] = [];
    first.on('arena:event', (envelope) => firstEvents.push(envelope));
    const opened = await quickMatch(first, 'Opener');
    expect(opened.snapshot).toMatchObject({ phase: 'lobby', nextTickAt: null });
    expect(opened.pin).toMatch(/^\d{6}$/);
    const listed = await eventually(
      async () => pushes.at(-1),
      (lobby) => lobby?.rooms.some((room) => room.roomId === opened.roomId && room.players === 1) ?? false,
      5000,
    );
    expect(listed!.rooms[0]).toMatchObject({ maxPlayers: PUBLIC_ROOM.maxPlayers, startsAt: null });
    expect(listed!.playersOnline).toBeGreaterThanOrEqual(2);
    expect((await t.client().get('/api/arena/lobby')).body).toMatchObject({
      rooms: [expect.objectContaining({ roomId: opened.roomId })],
    });

    // The second player lands in the same room, which starts its countdown.
    const second = await quickMatch(connect(), 'Second');
    expect(second.roomId).toBe(opened.roomId);
    const countdown = await eventually(
      async () => firstEvents.find((e) => e.event === 'arena:auto-start'),
      (event) => event !== undefined,
      5000,
    );
    expect(countdown!.payload.startsAt).toBeGreaterThan(Date.now() + 10_000);

    // The room fills and starts at once; it leaves the lobby list.
    for (let i = 3; i <= PUBLIC_ROOM.maxPlayers; i += 1) {
      expect((await quickMatch(connect(), `Player ${i}`)).roomId).toBe(opened.roomId);
    }
    await eventually(
      async () => firstEvents.some((e) => e.event === 'arena:countdown'),
      (yes) => yes,
      5000,
    );
    await eventually(
      async () => pushes.at(-1),
      (lobby) => lobby !== undefined && !lobby.rooms.some((room) => room.roomId === opened.roomId),
      5000,
    );

    // The next quick match opens a new room.
    expect((await quickMatch(connect(), 'Latecomer')).roomId).not.toBe(opened.roomId);
  });

  it('refuses an offensive or missing nickname with a catalogue code, and opens no room', async () => {
    const before = (await t.client().get<ArenaLobby>('/api/arena/lobby')).body.rooms.length;
    const socket = connect();
    expect(await socket.emitWithAck('arena:quick-match', { nickname: 'Sh1tHead' })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect(await socket.emitWithAck('arena:quick-match', {})).toMatchObject({ ok: false, code: 'VAL_001' });
    expect(await socket.emitWithAck('arena:quick-match', { nickname: 7 } as never)).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect((await t.client().get<ArenaLobby>('/api/arena/lobby')).body.rooms).toHaveLength(before);
  });
});
