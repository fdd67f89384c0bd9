import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArenaEventEnvelope } from '@trivia/contracts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { type ArenaSocket, connectArena } from './arena-sockets';
import { eventually, startTestApp, type TestApp } from './harness';

// A Redis of the test's own, so it can be stopped and started without touching anyone else's.
const describeWithRedis = existsSync('/usr/bin/redis-server') ? describe : describe.skip;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describeWithRedis('Arena through a Redis restart', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  const dir = mkdtempSync(join(tmpdir(), 'trivia-redis-'));
  const sockets: ArenaSocket[] = [];

  // Append-only persistence, as in docker-compose: a restarted Redis comes back with the rooms it had.
  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
      ],
      {
        stdio: 'ignore',
      },
    );
    await eventually(
      async () => {
        try {
          return execFileSync('redis-cli', ['-p', String(port), 'ping'])
            .toString()
            .trim();
        } catch {
          return '';
        }
      },
      (reply) => reply === 'PONG',
      10_000,
    );
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the node up while Redis is down, and the game goes on to the podium after it returns', async () => {
    const url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
    const host = t.client();
    await host.send('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const room = await host.send<{ roomId: string; pin: string }>('POST', '/api/arena/rooms', {
      questionCount: 5,
      questionSeconds: 5,
      countdownSeconds: 1,
      revealSeconds: 1,
      leaderboardSeconds: 1,
    });
    const connect = (cookie?: string) => connectArena(url, sockets, cookie);
    const hostSocket = connect(host.cookieHeader());
    await hostSocket.emitWithAck('arena:join', { pin: room.body.pin });
    const player = connect();
    const seen: ArenaEventEnvelope[] = [];
    player.on('arena:event', (envelope) => {
      seen.push(envelope);
      if (envelope.event === 'arena:question') {
        player
          .emitWithAck('arena:answer', {
            roomId: room.body.roomId,
            questionIndex: envelope.payload.questionIndex as number,
            choice: 0,
          })
          .catch(() => undefined);
      }
    });
    expect(await player.emitWithAck('arena:join', { pin: room.body.pin, nickname: 'Robin' })).toMatchObject({
      ok: true,
    });
    await hostSocket.emitWithAck('arena:host', { roomId: room.body.roomId, action: 'start' });
    await eventually(
      async () => seen.some((e) => e.event === 'arena:question'),
      (yes) => yes,
      10_000,
    );

    // Redis goes away mid-game (SHUTDOWN writes the append-only file), and comes back a few seconds later.
    execFileSync('redis-cli', ['-p', String(port), 'shutdown']);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The node stays up and says what is missing; it is healthy again once Redis is back.
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', dependencies: { database: 'up', redis: 'down' } });
    await startRedis();

    const finished = await eventually(
      async () => seen.some((e) => e.event === 'arena:podium'),
      (yes) => yes,
      60_000,
    );
    expect(finished).toBe(true);
    expect((await t.client().get('/api/health')).status).toBe(200);
  }, 90_000);
});
