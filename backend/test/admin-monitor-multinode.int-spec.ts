import { randomUUID } from 'node:crypto';
import type { AdminMonitorPage, ArenaEventEnvelope, ClientEventAck } from '@trivia/contracts';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { type ArenaSocket, connectArena } from './arena-sockets';
import { eventually } from './harness';
import { type ClusterNode, HttpClient, scaleOut, startNodes } from './node-cluster';

const describeScaleOut = scaleOut ? describe : describe.skip;

/** The monitor of a cluster: two real nodes on one PostgreSQL and one Redis, the admin on one of them. */
describeScaleOut('admin live-room monitor across two nodes', () => {
  const nodes: ClusterNode[] = [];
  const sockets: ArenaSocket[] = [];
  const db = new Client({ connectionString: process.env.IT_DATABASE_URL });

  // Two nodes starting on a shared machine may take a while each.
  beforeAll(async () => {
    nodes.push(...(await startNodes(2, `it-monitor-${randomUUID().slice(0, 8)}:`, 'monitor')));
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const node of nodes) node.process.kill('SIGKILL');
    await db.end();
  });

  const connect = (url: string, cookie = '') => connectArena(url, sockets, cookie);

  /** A private room opened on `node` (so that node owns it), its host's socket there. */
  async function openRoom(node: ClusterNode) {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
    const host = new HttpClient(node.url);
    await host.request('POST', '/api/auth/login', { email: demo.email, password: demo.password });
    const room = await host.request<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 60,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
    });
    const hostSocket = connect(node.url, host.cookieHeader());
    expect(await hostSocket.emitWithAck('arena:join', { pin: room.pin })).toMatchObject({ ok: true });
    return { ...room, hostSocket };
  }

  /** A player on `node` who answers every question at once (or never: the question then stays open). */
  async function player(node: ClusterNode, pin: string, nickname: string, answers = true) {
    const socket = connect(node.url);
    const heard: ArenaEventEnvelope[] = [];
    /** Answers acknowledged as taken. */
    const acked: number[] = [];
    socket.on('arena:event', (envelope) => {
      heard.push(envelope);
      if (envelope.event !== 'arena:question' || !answers) return;
      const questionIndex = (envelope.payload as { questionIndex: number }).questionIndex;
      void socket
        .emitWithAck('arena:answer', { roomId: envelope.roomId, questionIndex, choice: 0 })
        .then((ack) => ack.ok && acked.push(questionIndex));
    });
    const joined = (await socket.emitWithAck('arena:join', { pin, nickname })) as ClientEventAck<'arena:join'>;
    if (!joined.ok) throw new Error(`${nickname} could not join: ${joined.code}`);
    return { socket, heard, acked, playerId: joined.data.playerId };
  }

  /** A fresh admin of this test's own, logged in on `node`. */
  async function adminOn(node: ClusterNode) {
    const client = new HttpClient(node.url);
    const email = `monitor-${randomUUID().slice(0, 8)}@test.example.com`;
    const account = await client.request<{ id: string }>('POST', '/api/auth/register', {
      email,
      password: 'Monitor-Pass-2049',
      fullName: 'Monitor Admin',
    });
    await db.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [account.id]);
    return { id: account.id, socket: connect(node.url, client.cookieHeader()) };
  }

  it('shows the rooms of both nodes with their owners, and closes and kicks across nodes, audited', async () => {
    const [a, b] = nodes as [ClusterNode, ClusterNode];
    const onB = await openRoom(b);
    const onA = await openRoom(a);
    const ada = await player(a, onB.pin, 'Ada');
    const ben = await player(b, onB.pin, 'Ben');
    await player(a, onB.pin, 'Dot', false);
    await player(b, onA.pin, 'Cy');
    expect(await onB.hostSocket.emitWithAck('arena:host', { roomId: onB.roomId, action: 'start' })).toEqual({
      ok: true,
    });
    await eventually(
      async () => [ada, ben].every((p) => p.acked.length > 0),
      (done) => done,
      10_000,
    );

    // The admin watches on node A: node B's room is described by node B, its acks by both.
    const admin = await adminOn(a);
    const pushes: AdminMonitorPage[] = [];
    admin.socket.on('admin:monitor', (page) => pushes.push(page));
    const watch = { filter: { text: '' }, pageSize: 100 };
    expect(await admin.socket.emitWithAck('admin:monitor-watch', watch)).toMatchObject({ ok: true });
    const roomOf = (page: AdminMonitorPage, roomId: string) => page.rooms.items.find((r) => r.roomId === roomId);
    const seen = await eventually(
      async () => pushes.at(-1),
      (page) => page !== undefined && roomOf(page, onB.roomId)?.ackP95Ms != null && roomOf(page, onA.roomId) != null,
      8000,
    );
    const remote = roomOf(seen!, onB.roomId)!;
    const local = roomOf(seen!, onA.roomId)!;
    expect(remote).toMatchObject({
      pin: onB.pin,
      kind: 'private',
      hostName: 'Ada Admin',
      playersConnected: 3,
      playersJoined: 3,
      phase: 'question',
      questionNumber: 1,
      answeredShare: 2 / 3,
    });
    expect(local).toMatchObject({ pin: onA.pin, playersConnected: 1, phase: 'lobby' });
    expect(remote.ownerNode).not.toBe(local.ownerNode);
    expect(seen!.nodes.map((node) => node.nodeId).sort()).toEqual([remote.ownerNode, local.ownerNode].sort());
    expect(seen!.totals.nodes).toBe(2);
    for (const node of seen!.nodes) {
      expect(node.socketsConnected).toBeGreaterThanOrEqual(2);
      expect(node.rssBytes).toBeGreaterThan(0);
    }

    // Node A acts on node B's room: through the room bus to its owner.
    expect(
      await admin.socket.emitWithAck('admin:room-kick', {
        roomId: onB.roomId,
        playerId: ben.playerId,
        message: 'Spam',
      }),
    ).toEqual({ ok: true });
    const kicked = await eventually(
      async () => ben.heard.find((e) => e.event === 'arena:kicked'),
      (found) => found !== undefined,
      5000,
    );
    expect(kicked?.payload).toEqual({ reason: 'admin', message: 'Spam' });
    expect(
      await admin.socket.emitWithAck('admin:room-close', { roomId: onB.roomId, message: 'Closed by the monitor' }),
    ).toEqual({ ok: true });
    const ended = await eventually(
      async () => ada.heard.find((e) => e.event === 'arena:ended'),
      (found) => found !== undefined,
      5000,
    );
    expect(ended?.payload).toMatchObject({ reason: 'admin', message: 'Closed by the monitor' });

    const audit = await db.query(
      `SELECT action, target_id, target_label FROM admin_audit_log WHERE admin_id = $1 ORDER BY at, action`,
      [admin.id],
    );
    expect(audit.rows).toEqual([
      { action: 'room.player-kicked', target_id: ben.playerId, target_label: `Ben (PIN ${onB.pin})` },
      { action: 'room.closed', target_id: onB.roomId, target_label: `PIN ${onB.pin}` },
    ]);
  }, 90_000);
});
