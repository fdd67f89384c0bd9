import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArenaEventEnvelope } from '@trivia/contracts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { type ArenaSocket, connectArena } from './arena-sockets';
import { eventually, registerUser, startTestApp, type TestApp, type TestClient } from './harness';
import { hasRedisServer, OwnRedis } from './own-redis';

const describeWithRedis = hasRedisServer ? describe : describe.skip;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
const ROOM = { questionCount: 5, questionSeconds: 5, countdownSeconds: 1, revealSeconds: 1, leaderboardSeconds: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Game {
  roomId: string;
  host: TestClient;
  member: TestClient;
  /** What each player's socket heard, in order. */
  seen: { member: ArenaEventEnvelope[]; guest: ArenaEventEnvelope[] };
}

/** A hosted room mid-question: a logged-in member and a guest, each answering every question as it comes. */
async function gameUnderWay(t: TestApp, sockets: ArenaSocket[]): Promise<Game> {
  const url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  const host = t.client();
  await host.send('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  const room = await host.send<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', ROOM);
  const { roomId, pin } = room.body;
  const hostSocket = connectArena(url, sockets, host.cookieHeader());
  expect(await hostSocket.emitWithAck('arena:join', { pin })).toMatchObject({ ok: true });
  const member = t.client();
  await registerUser(member);
  const seen: Game['seen'] = { member: [], guest: [] };
  const players = [
    { socket: connectArena(url, sockets, member.cookieHeader()), heard: seen.member, nickname: undefined },
    { socket: connectArena(url, sockets), heard: seen.guest, nickname: 'Robin' },
  ];
  for (const { socket, heard, nickname } of players) {
    socket.on('arena:event', (envelope) => {
      heard.push(envelope);
      if (envelope.event !== 'arena:question') return;
      const questionIndex = envelope.payload.questionIndex as number;
      socket.emitWithAck('arena:answer', { roomId, questionIndex, choice: 0 }).catch(() => undefined);
    });
    expect(await socket.emitWithAck('arena:join', { pin, nickname })).toMatchObject({ ok: true });
  }
  expect(await hostSocket.emitWithAck('arena:host', { roomId, action: 'start' })).toEqual({ ok: true });
  await eventually(
    async () => seen.guest.some((e) => e.event === 'arena:question'),
    (yes) => yes,
    10_000,
  );
  return { roomId, host, member, seen };
}

const heardEvent = (seen: ArenaEventEnvelope[], event: string) =>
  eventually(
    async () => seen.find((e) => e.event === event),
    (found) => found !== undefined,
    30_000,
  );

describeWithRedis('Arena through a Redis restart', () => {
  let t: TestApp;
  let redis: OwnRedis;
  const sockets: ArenaSocket[] = [];

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await t.close();
    redis.kill();
  });

  async function start(persistent: boolean): Promise<void> {
    redis = await OwnRedis.start(persistent);
    t = await startTestApp({ REDIS_URL: redis.url });
    await t.app.listen(0, '127.0.0.1');
  }

  it('with its append-only file: the node stays up, the game reaches the podium, nobody is logged out', async () => {
    await start(true);
    const { member, seen } = await gameUnderWay(t, sockets);

    // Redis goes away mid-game (an AOF server writes its file as it stops), and comes back a few seconds later.
    await redis.stop();
    await sleep(3000);
    // The node stays up and says what is missing; it is healthy again once Redis is back.
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', dependencies: { database: 'up', redis: 'down' } });
    await redis.up();

    expect(await heardEvent(seen.member, 'arena:podium')).toBeDefined();
    expect(await heardEvent(seen.guest, 'arena:podium')).toBeDefined();
    expect(seen.guest.some((e) => e.event === 'arena:ended')).toBe(false);
    // Sessions live in Redis: the member's came back with it.
    expect((await member.get('/api/auth/me')).status).toBe(200);
    expect((await t.client().get('/api/health')).status).toBe(200);
  }, 90_000);

  it('without persistence: players are told their game ended and why, and members are asked to log in', async () => {
    await start(false);
    const { roomId, host, member, seen } = await gameUnderWay(t, sockets);

    // Redis restarts empty mid-game: the room, its lease and every session are gone.
    await redis.stop();
    await redis.up();

    for (const heard of [seen.member, seen.guest]) {
      const ended = await heardEvent(heard, 'arena:ended');
      expect(ended?.payload).toMatchObject({ reason: 'state_lost' });
      expect(heard.some((e) => e.event === 'arena:podium')).toBe(false);
    }
    // The node keeps running; the standings so far are kept, as for a game its host ended early.
    expect((await t.client().get('/api/health')).status).toBe(200);
    const match = await eventually(
      () =>
        t.dataSource.query<{ completed: boolean }[]>(
          'SELECT completed FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL',
          [roomId],
        ),
      (rows) => rows.length === 1,
      10_000,
    );
    expect(match).toEqual([{ completed: false }]);
    expect(await member.get('/api/auth/me')).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    // "Start a new one": after logging in again the host can.
    await host.send('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect((await host.send('POST', '/api/arena/rooms', ROOM)).status).toBe(201);
  }, 90_000);
});

describe('the production-like stack', () => {
  it('runs Redis with its append-only file on a named volume, so rooms and sessions survive a restart', () => {
    const compose = readFileSync(join(__dirname, '../../docker-compose.yml'), 'utf8');
    const redis = /\n {2}redis:\n((?: {4}.*\n|\n)*)/.exec(compose)?.[1] ?? '';
    expect(redis).toMatch(/command: \[.*'--appendonly', 'yes'.*\]/);
    const volume = /- (\w+):\/data\n/.exec(redis)?.[1];
    expect(volume).toBeDefined();
    expect(compose).toMatch(new RegExp(`\\nvolumes:\\n(?: {2}\\w+:\\n)*? {2}${volume}:`));
  });
});
