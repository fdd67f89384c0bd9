import { randomUUID } from 'node:crypto';
import type { ArenaEventEnvelope } from '@trivia/contracts';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { type ArenaSocket, connectArena, guestCookie } from './arena-sockets';
import { eventually } from './harness';
import { type ClusterNode, HttpClient, scaleOut, startNodes } from './node-cluster';

// Two real backend processes on one PostgreSQL and one Redis: only where both servers are configured.
const describeScaleOut = scaleOut ? describe : describe.skip;

describeScaleOut('Arena across two nodes', () => {
  const nodes: ClusterNode[] = [];
  const sockets: ArenaSocket[] = [];
  const prefix = `it-multi-${randomUUID().slice(0, 8)}:`;

  // Two nodes starting on a shared machine may take a while each.
  beforeAll(async () => {
    nodes.push(...(await startNodes(2, prefix, 'multinode')));
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const node of nodes) node.process.kill('SIGKILL');
  });

  const connect = (url: string, cookie: string) => connectArena(url, sockets, cookie);

  /** Answers every question as it arrives, and records what the socket saw. */
  function play(socket: ArenaSocket, roomId: string, seen: ArenaEventEnvelope[], answering: () => boolean) {
    socket.on('arena:event', (envelope) => {
      seen.push(envelope);
      if (envelope.event === 'arena:question' && answering()) {
        // A socket on the node being killed loses its pending ack; that player answers again after reconnecting.
        socket
          .emitWithAck('arena:answer', { roomId, questionIndex: envelope.payload.questionIndex as number, choice: 0 })
          .catch(() => undefined);
      }
    });
  }

  it('plays a whole game with players on both nodes: in order, nothing lost, every answer stored', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
    const host = new HttpClient(b.url);
    await host.request('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    // Created on node B, so B owns the room; the players on node A are served through the room bus.
    const room = await host.request<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 10,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
    });
    const hostSocket = connect(b.url, host.cookieHeader());
    expect(await hostSocket.emitWithAck('arena:join', { pin: room.pin })).toMatchObject({ ok: true });
    const adaCookie = (await guestCookie(a.url))!;
    const players = ['Ada', 'Ben', 'Cy', 'Di'].map((nickname, i) => {
      const socket = connect(i % 2 === 0 ? a.url : b.url, i === 0 ? adaCookie : '');
      const seen: ArenaEventEnvelope[] = [];
      play(socket, room.roomId, seen, () => true);
      return { nickname, socket, seen };
    });
    for (const player of players)
      expect(await player.socket.emitWithAck('arena:join', { pin: room.pin, nickname: player.nickname })).toMatchObject(
        { ok: true },
      );
    // Ada has the game open in a second tab, on the other node: it hears her receipts (her answering tab has its acks).
    const adaOtherTab = connect(b.url, adaCookie);
    const adaOtherTabSaw: ArenaEventEnvelope[] = [];
    adaOtherTab.on('arena:event', (envelope) => adaOtherTabSaw.push(envelope));
    expect(await adaOtherTab.emitWithAck('arena:join', { pin: room.pin, nickname: 'Ada' })).toMatchObject({ ok: true });
    expect(await hostSocket.emitWithAck('arena:host', { roomId: room.roomId, action: 'start' })).toEqual({ ok: true });

    await eventually(
      async () => players.every((p) => p.seen.some((e) => e.event === 'arena:podium')),
      (done) => done,
      60_000,
    );
    for (const player of players) {
      const seqs = player.seen.flatMap((e) => ('seq' in e.payload ? [e.payload.seq] : []));
      // Every broadcast from the start on arrives once and in order, on either node.
      const fromStart = seqs.slice(seqs.indexOf(Math.min(...seqs)));
      fromStart.forEach((seq, i) => i > 0 && expect(seq).toBe(fromStart[i - 1]! + 1));
      expect(player.seen.filter((e) => e.event === 'arena:receipt')).toHaveLength(0);
    }
    expect(adaOtherTabSaw.filter((e) => e.event === 'arena:receipt')).toHaveLength(5);
    const db = new Client({ connectionString: process.env.IT_DATABASE_URL });
    await db.connect();
    const answered = await eventually(
      async () =>
        (
          await db
            .query('SELECT count(*)::int AS n FROM arena_answers WHERE match_id = $1', [room.roomId])
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n as number,
      (n) => n === 20,
      10_000,
    );
    await db.end();
    expect(answered).toBe(20);
  }, 90_000);

  it('finishes a game with the right scores after the room’s node is killed mid-question', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
    const host = new HttpClient(a.url);
    await host.request('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const room = await host.request<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 20,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
    });
    // Two members, so that a reconnect on the other node is the same player (sessions live in Redis).
    const players = await Promise.all(
      ['Nora North', 'Sam South'].map(async (fullName, i) => {
        const client = new HttpClient(a.url);
        await client.request('POST', '/api/auth/register', {
          email: `${randomUUID()}@test.example.com`,
          password: 'Multi-Node-Pass-1',
          fullName,
        });
        return { client, node: i === 0 ? a : b };
      }),
    );
    const hostSocket = connect(a.url, host.cookieHeader());
    expect(await hostSocket.emitWithAck('arena:join', { pin: room.pin })).toMatchObject({ ok: true });
    let killed = false;
    const seenByNora: ArenaEventEnvelope[] = [];
    const seenBySam: ArenaEventEnvelope[] = [];
    // Nora is on node A and goes quiet once it dies; Sam is on node B and waits for the failover to answer question 2.
    const nora = connect(a.url, players[0]!.client.cookieHeader());
    const sam = connect(b.url, players[1]!.client.cookieHeader());
    play(nora, room.roomId, seenByNora, () => !killed);
    play(sam, room.roomId, seenBySam, () => true);
    expect(await nora.emitWithAck('arena:join', { pin: room.pin })).toMatchObject({ ok: true });
    expect(await sam.emitWithAck('arena:join', { pin: room.pin })).toMatchObject({ ok: true });
    // Olly, a guest on node A, answers nothing and never comes back once A dies.
    const olly = connect(a.url, '');
    expect(await olly.emitWithAck('arena:join', { pin: room.pin, nickname: 'Olly' })).toMatchObject({ ok: true });

    const secondQuestion = new Promise<void>((resolve) =>
      sam.on(
        'arena:event',
        (envelope) => envelope.event === 'arena:question' && envelope.payload.questionIndex === 1 && resolve(),
      ),
    );
    expect(await hostSocket.emitWithAck('arena:host', { roomId: room.roomId, action: 'start' })).toEqual({ ok: true });
    await secondQuestion;

    // Node A ran the room's timers (it handled the start). Kill it without warning, mid-question.
    killed = true;
    a.process.kill('SIGKILL');
    const noraAgain = connect(b.url, players[0]!.client.cookieHeader());
    play(noraAgain, room.roomId, seenByNora, () => true);
    const rejoin = await noraAgain.emitWithAck('arena:join', { pin: room.pin });
    expect(rejoin).toMatchObject({ ok: true });
    const snapshot = (rejoin as unknown as { data: { snapshot: { questionIndex: number; phase: string } } }).data
      .snapshot;
    expect(snapshot.questionIndex).toBe(1);
    // The question Nora missed while reconnecting: answer it from the snapshot.
    if (snapshot.phase === 'question')
      await noraAgain.emitWithAck('arena:answer', { roomId: room.roomId, questionIndex: 1, choice: 0 });

    const podium = await eventually(
      async () =>
        seenBySam.some((e) => e.event === 'arena:podium') && seenByNora.some((e) => e.event === 'arena:podium'),
      (done) => done,
      60_000,
    );
    expect(podium).toBe(true);
    // The room shows Olly away once the grace for reconnecting is over, though no disconnect of his reached it.
    const rosters = seenBySam.filter((e) => e.event === 'arena:roster');
    const lastRoster = rosters.at(-1)?.payload as { players: { nickname: string; connected: boolean }[] };
    expect(lastRoster.players.find((player) => player.nickname === 'Olly')).toMatchObject({ connected: false });

    // Nothing lost: every answer is stored, and each score is the sum of its answers' points.
    const db = new Client({ connectionString: process.env.IT_DATABASE_URL });
    await db.connect();
    const stored = await eventually(
      async () =>
        (await db.query('SELECT player_id, score FROM arena_match_players WHERE match_id = $1', [room.roomId])).rows,
      (rows) => rows.length === 3,
      10_000,
    );
    const answers = await db.query(
      'SELECT player_id, count(*)::int AS answered, sum(points)::int AS points FROM arena_answers WHERE match_id = $1 GROUP BY player_id',
      [room.roomId],
    );
    await db.end();
    expect(answers.rows).toHaveLength(2);
    for (const row of answers.rows) {
      expect(row.answered).toBe(5);
      expect(stored.find((s) => s.player_id === row.player_id)!.score).toBe(row.points);
    }
    const seqs = seenBySam.flatMap((e) => ('seq' in e.payload ? [e.payload.seq] : []));
    expect(new Set(seqs).size).toBe(seqs.length);
  }, 180_000);
});
