import type { AdminMonitorPage, ArenaEventEnvelope, ClientEventAck } from '@trivia/contracts';
import { auditRowsFor, DEMO_ADMIN, loginAs, newAdmin, newMember } from './admin-fixtures';
import { type ArenaSocket, closeWithSockets, connectArena, listeningApp } from './arena-sockets';
import { eventually, type TestApp, type TestClient } from './harness';

/** The admin live-room monitor on one node (in process, or on Redis when TEST_REDIS_URL is set). */
describe('admin live-room monitor', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];
  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const connect = (client?: TestClient) => connectArena(url, sockets, client?.cookieHeader());

  /** A private room of the demo admin's, with players in its lobby (each their own socket). */
  async function roomWith(nicknames: string[]) {
    const host = await loginAs(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await host.send<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 30,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
    });
    expect(created.status).toBe(201);
    const { roomId, pin } = created.body;
    const players = await Promise.all(
      nicknames.map(async (nickname) => {
        const socket = connect();
        const heard: ArenaEventEnvelope[] = [];
        socket.on('arena:event', (envelope) => heard.push(envelope));
        const joined = (await socket.emitWithAck('arena:join', { pin, nickname })) as ClientEventAck<'arena:join'>;
        if (!joined.ok) throw new Error(`${nickname} could not join: ${joined.code}`);
        return { nickname, socket, heard, playerId: joined.data.playerId };
      }),
    );
    return { roomId, pin, players };
  }

  async function watching(client: TestClient, watch = {}) {
    const socket = connect(client);
    const pushes: AdminMonitorPage[] = [];
    socket.on('admin:monitor', (page) => pushes.push(page));
    const ack = await socket.emitWithAck('admin:monitor-watch', watch);
    return { socket, pushes, ack };
  }

  it('refuses guests and members every monitor event, and changes nothing for them', async () => {
    const { roomId, players } = await roomWith(['Guest Target']);
    const member = await newMember(t);
    const callers = [
      [connect(), 'AUTH_005'],
      [connect(member.client), 'AUTH_010'],
    ] as const;
    for (const [socket, expected] of callers) {
      const pushes: unknown[] = [];
      socket.on('admin:monitor', (page) => pushes.push(page));
      expect(await socket.emitWithAck('admin:monitor-watch', {})).toMatchObject({ ok: false, code: expected });
      expect(await socket.emitWithAck('admin:room-players', { roomId })).toMatchObject({ ok: false, code: expected });
      expect(await socket.emitWithAck('admin:room-close', { roomId, message: 'No' })).toMatchObject({
        ok: false,
        code: expected,
      });
      expect(
        await socket.emitWithAck('admin:room-kick', { roomId, playerId: players[0]!.playerId, message: 'No' }),
      ).toMatchObject({ ok: false, code: expected });
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(pushes).toEqual([]);
    }
    expect(players[0]!.heard.map((e) => e.event)).not.toContain('arena:kicked');
    expect(await auditRowsFor(t, roomId)).toEqual([]);
  });

  it("shows an admin every room with its figures, pushed each second, and never a socket's cookies", async () => {
    const { roomId, pin } = await roomWith(['Ann', 'Bea']);
    const admin = await newAdmin(t);
    const { ack, pushes } = await watching(admin.client, { filter: { text: pin } });
    expect(ack).toMatchObject({ ok: true });
    const page = (ack as { data: AdminMonitorPage }).data;
    expect(page.rooms.total).toBe(1);
    expect(page.rooms.items[0]).toMatchObject({
      roomId,
      pin,
      kind: 'private',
      hostName: DEMO_ADMIN.fullName,
      playersConnected: 2,
      playersJoined: 2,
      phase: 'lobby',
      questionNumber: 0,
      questionCount: 5,
      answeredShare: null,
      reconnects: 0,
    });
    expect(page.nodes).toHaveLength(1);
    expect(page.nodes[0]!.roomsOwned).toBeGreaterThanOrEqual(1);
    expect(page.nodes[0]!.socketsConnected).toBeGreaterThanOrEqual(3);
    expect(page.totals).toMatchObject({ nodes: 1 });
    await eventually(
      async () => pushes.length,
      (n) => n >= 2,
      4000,
    );
    const text = JSON.stringify([page, ...pushes]);
    for (const secret of [...admin.client.cookies.values(), 'cookie', '127.0.0.1']) expect(text).not.toContain(secret);
  });

  it('re-checks the role on every event and push: a demoted admin is refused and stops receiving at once', async () => {
    await roomWith(['Cat']);
    const admin = await newAdmin(t);
    const { socket, pushes, ack } = await watching(admin.client);
    expect(ack).toMatchObject({ ok: true });
    await eventually(
      async () => pushes.length,
      (n) => n >= 1,
      4000,
    );
    // Straight in the database, with no event that would close the socket: only the re-check can see it.
    await t.dataSource.query(`UPDATE users SET role = 'MEMBER' WHERE id = $1`, [admin.id]);
    // A push whose check was already under way may still land; none after that.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const before = pushes.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pushes.length).toBe(before);
    expect(socket.connected).toBe(true);
    expect(await socket.emitWithAck('admin:monitor-watch', {})).toMatchObject({ ok: false, code: 'AUTH_010' });
  });

  it('closes a room: every player reads the admin message, the game ends, the audit log keeps it', async () => {
    const { roomId, pin, players } = await roomWith(['Dee', 'Eve']);
    const admin = await newAdmin(t);
    const { socket } = await watching(admin.client, { filter: { text: pin } });
    expect(await socket.emitWithAck('admin:room-close', { roomId, message: '  ' })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect(
      await socket.emitWithAck('admin:room-close', { roomId, message: 'Closed for a test of the monitor' }),
    ).toEqual({
      ok: true,
    });
    for (const player of players) {
      const ended = await eventually(
        async () => player.heard.find((e) => e.event === 'arena:ended'),
        (found) => found !== undefined,
        4000,
      );
      expect(ended?.payload).toMatchObject({ reason: 'admin', message: 'Closed for a test of the monitor' });
    }
    expect(await socket.emitWithAck('admin:room-close', { roomId, message: 'Again' })).toMatchObject({
      ok: false,
      code: 'ARENA_004',
    });
    const rows = await auditRowsFor(t, roomId);
    expect(rows).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        admin_email: admin.email,
        action: 'room.closed',
        target_type: 'room',
        target_label: `PIN ${pin}`,
        before: { phase: 'lobby', players: 2 },
        after: { phase: 'ended', message: 'Closed for a test of the monitor' },
      }),
    ]);
  });

  it('kicks a player found by nickname: they read the message, cannot rejoin, and the audit log keeps it', async () => {
    const { roomId, pin, players } = await roomWith(['Fay', 'Gus']);
    const admin = await newAdmin(t);
    const socket = connect(admin.client);
    const found = (await socket.emitWithAck('admin:room-players', {
      roomId,
      query: 'gU',
    })) as ClientEventAck<'admin:room-players'>;
    expect(found).toEqual({
      ok: true,
      data: {
        players: [{ playerId: players[1]!.playerId, nickname: 'Gus', connected: true, score: 0 }],
        matching: 1,
        phase: 'lobby',
      },
    });
    const gus = players[1]!;
    expect(
      await socket.emitWithAck('admin:room-kick', { roomId, playerId: gus.playerId, message: 'Offensive nickname' }),
    ).toEqual({ ok: true });
    const kicked = await eventually(
      async () => gus.heard.find((e) => e.event === 'arena:kicked'),
      (found) => found !== undefined,
      4000,
    );
    expect(kicked?.payload).toEqual({ reason: 'admin', message: 'Offensive nickname' });
    expect(players[0]!.heard.map((e) => e.event)).not.toContain('arena:kicked');
    expect(await gus.socket.emitWithAck('arena:join', { pin, nickname: 'Gus Again' })).toMatchObject({
      ok: false,
      code: 'ARENA_009',
    });
    expect(
      await socket.emitWithAck('admin:room-kick', { roomId, playerId: gus.playerId, message: 'Twice' }),
    ).toMatchObject({ ok: false, code: 'ARENA_008' });
    expect(await auditRowsFor(t, gus.playerId)).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'room.player-kicked',
        target_type: 'player',
        target_label: `Gus (PIN ${pin})`,
        before: expect.objectContaining({ nickname: 'Gus', roomId }),
        after: { message: 'Offensive nickname' },
      }),
    ]);
  });

  it('answers a room that does not exist, and a bad page request, with their codes', async () => {
    const admin = await newAdmin(t);
    const socket = connect(admin.client);
    const nowhere = '00000000-0000-4000-8000-000000000000';
    expect(await socket.emitWithAck('admin:room-close', { roomId: nowhere, message: 'Gone' })).toMatchObject({
      ok: false,
      code: 'ARENA_010',
    });
    expect(await socket.emitWithAck('admin:monitor-watch', { pageSize: 1000 })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect(
      await socket.emitWithAck('admin:room-kick', { roomId: 'not-a-room', playerId: 'x', message: 'Bye' }),
    ).toMatchObject({ ok: false, code: 'VAL_001' });
  });
});
