import { type ArenaEventEnvelope, arenaEventSchema, CLIENT_EVENTS, type SocketAck } from '@trivia/contracts';
import { FANOUT_CHUNK } from '../src/arena/rooms/local-fanout';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { type ArenaSocket, closeWithSockets, connectArena, guestCookie, listeningApp } from './arena-sockets';
import { eventually, registerUser, type TestApp } from './harness';

describe('Arena rooms over Socket.IO', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];
  beforeAll(async () => {
    ({ t, url } = await listeningApp());
  });
  afterAll(() => closeWithSockets(t, sockets));

  const connect = (cookie?: string) => connectArena(url, sockets, cookie);

  async function hostRoom(settings: Record<string, unknown> = {}) {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const client = t.client();
    await client.send('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const room = await client.send<{ roomId: string; pin: string; joinUrl: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 5,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
      ...settings,
    });
    expect(room.status).toBe(201);
    return { ...room.body, host: connect(client.cookieHeader()) };
  }

  /** Collects a socket's Arena events until one named `until` arrives. */
  const collect = (socket: ArenaSocket, until: string) =>
    new Promise<ArenaEventEnvelope[]>((resolve) => {
      const events: ArenaEventEnvelope[] = [];
      socket.on('arena:event', (envelope) => {
        events.push(envelope);
        if (envelope.event === until) resolve(events);
      });
    });

  it('takes a kicked player out of the room: no more questions or answer keys reach them', async () => {
    const { roomId, pin, host } = await hostRoom();
    await host.emitWithAck('arena:join', { pin });
    const stays = connect();
    const goes = connect();
    await stays.emitWithAck('arena:join', { pin, nickname: 'Stays' });
    const joined = (await goes.emitWithAck('arena:join', { pin, nickname: 'Goes' })) as SocketAck & {
      data?: { playerId: string };
    };
    const heardByGoes: string[] = [];
    goes.on('arena:event', (envelope) => heardByGoes.push(envelope.event));
    const firstQuestion = collect(stays, 'arena:question');
    expect(await host.emitWithAck('arena:host', { roomId, action: 'kick', playerId: joined.data!.playerId })).toEqual({
      ok: true,
    });
    await eventually(
      async () => heardByGoes.includes('arena:kicked'),
      (yes) => yes,
      5000,
    );
    expect(await host.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });
    await firstQuestion;
    expect(heardByGoes).toEqual(['arena:kicked']);
    expect(await goes.emitWithAck('arena:join', { pin, nickname: 'Goes Again' })).toMatchObject({
      ok: false,
      code: 'ARENA_009',
    });
    expect(await host.emitWithAck('arena:host', { roomId, action: 'end' })).toEqual({ ok: true });
  });

  it('plays a private room from lobby to podium: answers without keys, receipts, strict sequence numbers', async () => {
    const { roomId, pin, joinUrl, host } = await hostRoom();
    expect(pin).toMatch(/^\d{6}$/);
    expect(joinUrl).toContain(`/arena?pin=${pin}`);
    expect(await host.emitWithAck('arena:join', { pin })).toMatchObject({ ok: true });

    const aliceCookie = await guestCookie(url);
    const alice = connect(aliceCookie);
    const bob = connect();
    const aliceJoin = (await alice.emitWithAck('arena:join', { pin, nickname: 'Alice' })) as SocketAck & {
      data?: { playerId: string };
    };
    expect(aliceJoin).toMatchObject({ ok: true, data: { roomId } });
    // Alice has the game open in a second tab too: it hears her receipts, as her answering tab hears her acks.
    const aliceOtherTab = connect(aliceCookie);
    expect(await aliceOtherTab.emitWithAck('arena:join', { pin, nickname: 'Alice' })).toMatchObject({
      ok: true,
      data: { playerId: aliceJoin.data!.playerId },
    });
    expect(await bob.emitWithAck('arena:join', { pin, nickname: 'Bob' })).toMatchObject({ ok: true });
    expect(await connect().emitWithAck('arena:join', { pin, nickname: 'alice' })).toMatchObject({
      ok: false,
      code: 'ARENA_007',
    });
    expect(await connect().emitWithAck('arena:join', { pin: '000000', nickname: 'Zed' })).toMatchObject({
      ok: false,
      code: 'ARENA_010',
    });

    expect(await alice.emitWithAck('arena:host', { roomId, action: 'start' })).toMatchObject({
      ok: false,
      code: 'ARENA_005',
    });
    const aliceEvents = collect(alice, 'arena:podium');
    const aliceOtherTabEvents = collect(aliceOtherTab, 'arena:podium');
    const bobEvents = collect(bob, 'arena:podium');
    for (const player of [alice, bob]) {
      player.on('arena:event', (envelope) => {
        if (envelope.event !== 'arena:question') return;
        const index = envelope.payload.questionIndex as number;
        void player.emitWithAck('arena:answer', { roomId, questionIndex: index, choice: 0 }).then(async (ack) => {
          expect(CLIENT_EVENTS['arena:answer'].ack.parse(ack)).toMatchObject({
            ok: true,
            data: { receivedAt: expect.any(Number) },
          });
          // A second answer is refused: a duplicate, or too late once both answers revealed the question early.
          const again = await player.emitWithAck('arena:answer', { roomId, questionIndex: index, choice: 1 });
          expect(again.ok).toBe(false);
          expect(['ARENA_001', 'ARENA_002']).toContain((again as { code: string }).code);
        });
      });
    }
    expect(await host.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });

    const [seenByAlice, seenByBob] = await Promise.all([aliceEvents, bobEvents]);
    const broadcastSeqs = seenByAlice.flatMap((e) => ('seq' in e.payload ? [e.payload.seq] : []));
    broadcastSeqs.forEach((seq, i) => i > 0 && expect(seq).toBe(broadcastSeqs[i - 1]! + 1));
    const questions = seenByAlice.filter((e) => e.event === 'arena:question');
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(JSON.stringify(question.payload)).not.toMatch(/correctIndex|"answer"/);
    expect(seenByAlice.filter((e) => e.event === 'arena:receipt')).toHaveLength(0);
    const seenByAliceOtherTab = await aliceOtherTabEvents;
    expect(seenByAliceOtherTab.filter((e) => e.event === 'arena:receipt')).toHaveLength(5);
    expect(seenByAlice.filter((e) => e.event === 'arena:reveal')).toHaveLength(5);
    expect(seenByBob.at(-1)!.event).toBe('arena:podium');
    // What reached the players is what the contracts say: the join's ack and every envelope parse, losing nothing.
    expect(CLIENT_EVENTS['arena:join'].ack.parse(aliceJoin)).toEqual(aliceJoin);
    for (const envelope of [...seenByAlice, ...seenByBob]) expect(arenaEventSchema.parse(envelope)).toEqual(envelope);

    // The finished game is stored once: players, scores and every answer (guests have no rating).
    const stored = await eventually(
      async () =>
        (await t.dataSource.query('SELECT id FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL', [roomId]))
          .length,
      (n) => n === 1,
    );
    expect(stored).toBe(1);
    const players = await t.dataSource.query(
      'SELECT nickname, score, rating_after FROM arena_match_players WHERE match_id = $1 ORDER BY nickname',
      [roomId],
    );
    expect(players.map((p: { nickname: string }) => p.nickname)).toEqual(['Alice', 'Bob']);
    expect(players.every((p: { rating_after: number | null }) => p.rating_after === null)).toBe(true);
    const answers = await t.dataSource.query('SELECT count(*) AS n FROM arena_answers WHERE match_id = $1', [roomId]);
    expect(Number(answers[0].n)).toBe(10);
  }, 60_000);

  it('rates members after a finished game: history and the season leaderboard', async () => {
    const { roomId, pin, host } = await hostRoom();
    await host.emitWithAck('arena:join', { pin });
    const members = await Promise.all(
      ['Ann Able', 'Ben Baker'].map(async (fullName) => {
        const client = t.client();
        await registerUser(client, { fullName });
        const socket = connect(client.cookieHeader());
        expect(await socket.emitWithAck('arena:join', { pin })).toMatchObject({ ok: true });
        socket.on('arena:event', (envelope) => {
          if (envelope.event === 'arena:question') {
            void socket.emitWithAck('arena:answer', {
              roomId,
              questionIndex: envelope.payload.questionIndex as number,
              choice: fullName === 'Ann Able' ? 0 : 1,
            });
          }
        });
        return { client, socket };
      }),
    );
    const finished = collect(members[0]!.socket, 'arena:podium');
    await host.emitWithAck('arena:host', { roomId, action: 'start' });
    await finished;
    const stored = await eventually(
      async () =>
        (await t.dataSource.query('SELECT 1 FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL', [roomId]))
          .length,
      (n) => n === 1,
    );
    expect(stored).toBe(1);
    const history = await members[0]!.client.get<{
      matches: { matchId: string; ratingBefore: number; ratingAfter: number }[];
    }>('/api/arena/history');
    expect(history.body.matches[0]).toMatchObject({ matchId: roomId, ratingBefore: 1200 });
    const board = await members[1]!.client.get<{ entries: { name: string; games: number; isYou: boolean }[] }>(
      '/api/arena/leaderboard',
    );
    const names = board.body.entries.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Ann A.', 'Ben B.']));
    expect(board.body.entries.find((e) => e.isYou)).toMatchObject({ name: 'Ben B.', games: 1 });
    expect(await t.client().get('/api/arena/history')).toMatchObject({ status: 401 });
  }, 60_000);

  it('gives a guest a cookie at the handshake, so a guest who reconnects is the same player', async () => {
    const { pin, host } = await hostRoom();
    await host.emitWithAck('arena:join', { pin });
    const cookie = await guestCookie(url);
    expect(cookie).toBeDefined();
    const first = await connect(cookie).emitWithAck('arena:join', { pin, nickname: 'Gus' });
    const playerId = (first as unknown as { data: { playerId: string } }).data.playerId;
    expect(playerId).toMatch(/^guest:/);
    sockets.at(-1)!.disconnect();
    const again = await connect(cookie).emitWithAck('arena:join', { pin, nickname: 'Gus' });
    expect(again).toMatchObject({ ok: true, data: { playerId } });
  });

  it('writes a room bigger than one chunk of sockets: every broadcast once and in order, an ack to each', async () => {
    const { roomId, pin, host } = await hostRoom({ maxPlayers: 60 });
    await host.emitWithAck('arena:join', { pin });
    // More sockets than the fanout writes in one emit (FANOUT_CHUNK), so they go by socket id, chunk by chunk.
    const players = Array.from({ length: FANOUT_CHUNK + 8 }, () => connect());
    const joins = await Promise.all(players.map((p, i) => p.emitWithAck('arena:join', { pin, nickname: `P${i}` })));
    expect(joins.every((ack) => ack.ok)).toBe(true);
    const heard = players.map((player) => {
      const events: ArenaEventEnvelope[] = [];
      const acks: SocketAck[] = [];
      player.on('arena:event', (envelope) => {
        events.push(envelope);
        if (envelope.event === 'arena:question')
          void player
            .emitWithAck('arena:answer', { roomId, questionIndex: envelope.payload.questionIndex as number, choice: 0 })
            .then((ack) => acks.push(ack));
      });
      return { events, acks };
    });
    const podiums = players.map((player) => collect(player, 'arena:podium'));
    expect(await host.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });
    await Promise.all(podiums);
    for (const { events, acks } of heard) {
      const seqs = events.flatMap((e) => ('seq' in e.payload ? [e.payload.seq as number] : []));
      seqs.forEach((seq, i) => i > 0 && expect(seq).toBe(seqs[i - 1]! + 1));
      expect(events.filter((e) => e.event === 'arena:question')).toHaveLength(5);
      // One tab each: the ack is its receipt, and no room receipt is written to the socket that answered.
      expect(acks.filter((ack) => ack.ok)).toHaveLength(5);
      expect(events.filter((e) => e.event === 'arena:receipt')).toHaveLength(0);
      expect(events.filter((e) => e.event === 'arena:result')).toHaveLength(5);
    }
  }, 60_000);

  it('refuses bad payloads, strangers and answers to rooms not joined', async () => {
    const { roomId, pin, host } = await hostRoom();
    await host.emitWithAck('arena:join', { pin });
    const stranger = connect();
    expect(await stranger.emitWithAck('arena:answer', { roomId, questionIndex: 0, choice: 0 })).toMatchObject({
      ok: false,
      code: 'ARENA_008',
    });
    expect(await stranger.emitWithAck('arena:join', { pin: 'abc' } as never)).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect(await stranger.emitWithAck('arena:answer', { roomId: 'x', questionIndex: -1, choice: 0 })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
  });

  it('lets every member host while the arena flag is on, nobody once it is switched off, and checks the settings', async () => {
    const client = t.client();
    await registerUser(client);
    const settings = { questionCount: 5, questionSeconds: 10 };
    expect(await client.send('POST', '/api/arena/rooms', settings)).toMatchObject({ status: 201 });
    // The flag is the Arena's kill switch: off, no one may open a room.
    await t.dataSource.query(`UPDATE feature_flags SET enabled = false WHERE name = 'arena_multiplayer'`);
    try {
      const refused = await client.send('POST', '/api/arena/rooms', settings);
      expect(refused).toMatchObject({ status: 403, body: { code: 'AUTH_010' } });
    } finally {
      await t.dataSource.query(`UPDATE feature_flags SET enabled = true WHERE name = 'arena_multiplayer'`);
    }
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const adminClient = t.client();
    await adminClient.send('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    expect(await adminClient.send('POST', '/api/arena/rooms', { questionCount: 4, questionSeconds: 10 })).toMatchObject(
      { status: 400, body: { code: 'VAL_001' } },
    );
    expect(
      await adminClient.send('POST', '/api/arena/rooms', { questionCount: 5, questionSeconds: 121 }),
    ).toMatchObject({ status: 400 });
  });
});
