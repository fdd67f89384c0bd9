// What the admin live-room monitor costs: N players (sockets) in rooms of ROOM_SIZE on two backend nodes that share
// one PostgreSQL and one Redis, their games running, measured in alternating windows of the same run: no admin
// watching, then an admin watching /admin's monitor (the first page, pushed every second), and again. Prints each
// measure without and with the monitor open, and their ratio.
//   npm run bench:admin-monitor
//   ADMIN_MONITOR_BENCH_PLAYERS=500 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   REDIS_URL=redis://127.0.0.1:6379 npm run bench:admin-monitor
// BENCH_DATABASE_URL names the server (and a database to connect to for CREATE/DROP); the benchmark creates a
// fresh database of its own on it and drops it at the end, and deletes its Redis keys.
//
// Settings (environment): ADMIN_MONITOR_BENCH_PLAYERS (5000), ADMIN_MONITOR_BENCH_ROOM_SIZE (50),
// ADMIN_MONITOR_BENCH_WINDOW_SECONDS (30), ADMIN_MONITOR_BENCH_ROUNDS (2: idle, watched, idle, watched),
// ADMIN_MONITOR_BENCH_WARMUP_SECONDS (20), ADMIN_MONITOR_BENCH_WORKERS (4), ADMIN_MONITOR_BENCH_JOIN_CONCURRENCY
// (8 per client process), ADMIN_MONITOR_BENCH_ANSWER_SPREAD_MS (4000), ARENA_BENCH_NODE_LOGS=1 (the servers' logs).
//
// What it measures per window, both nodes together: event-loop lag p99 (each node's own perf_hooks reading, taken
// every second from the monitor's board, which every node fills whether or not anyone watches), server CPU (utime
// + stime from /proc), answer ack latency and question broadcast latency as the clients see them, answers acked
// per second; and, while watched, the pushes the admin received (how often, how big).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { io } from 'socket.io-client';
import {
  BenchDatabase,
  cpuMs,
  deleteRedisKeys,
  fileLimits,
  nextMessage,
  OtherLoad,
  percentile,
  postgresReachable,
  Processes,
  productNodeEnv,
  redisReachable,
  sleep,
  waitFor,
} from './arena-infra.mjs';
import { Client } from './http-load.mjs';

const root = resolve(import.meta.dirname, '..');
const setting = (name, fallback) => Number(process.env[`ADMIN_MONITOR_BENCH_${name}`] ?? fallback);
const PLAYERS = setting('PLAYERS', 5000);
const ROOM_SIZE = setting('ROOM_SIZE', 50);
const WINDOW_SECONDS = setting('WINDOW_SECONDS', 30);
const ROUNDS = setting('ROUNDS', 2);
const WARMUP_SECONDS = setting('WARMUP_SECONDS', 20);
const WORKERS = setting('WORKERS', 4);
const JOIN_CONCURRENCY = setting('JOIN_CONCURRENCY', 8);
const ANSWER_SPREAD_MS = setting('ANSWER_SPREAD_MS', 4000);
/** The monitor's watched flag outlives the last watch by 3 s (WATCH_TTL_MS): windows leave a gap for it. */
const GAP_SECONDS = 5;
/** A member may open 10 rooms per 10 minutes (ROOMS_OPENED): one host per ten rooms. */
const ROOMS_PER_HOST = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BACKEND_MAIN = join(root, 'backend/dist/main.js');
const PORTS = [3431, 3432];
const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const redisPrefix = `monitor-bench-${runId}:`;
const processes = new Processes();
const database = new BenchDatabase(ADMIN_URL, `monitor_bench_${runId}`);
const tempDirs = [];
const sockets = [];
const shared = {
  databaseUrl: database.url,
  redisUrl: REDIS_URL,
  redisPrefix,
  sessionSecret: randomBytes(32).toString('hex'),
  dataEncryptionKey: randomBytes(32).toString('hex'),
};

const log = (...args) => console.error(`[monitor-bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const urls = PORTS.map((port) => `http://127.0.0.1:${port}`);

async function checkServices() {
  const [pgOk, redisOk] = await Promise.all([postgresReachable(ADMIN_URL), redisReachable(REDIS_URL)]);
  if (pgOk && redisOk) return;
  console.error('\nThe admin-monitor benchmark needs a real PostgreSQL and a real Redis (two nodes share them):');
  if (!pgOk)
    console.error(`  PostgreSQL not reachable at ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')} (BENCH_DATABASE_URL)`);
  if (!redisOk) console.error(`  Redis not reachable at ${REDIS_URL} (REDIS_URL)`);
  process.exit(2);
}

function checkFileLimits() {
  const need = Math.ceil(PLAYERS / Math.min(2, WORKERS)) + 1024;
  const [soft, hard] = fileLimits();
  if (!(hard >= need)) {
    console.error(
      `\nThe open-files limit (hard ${hard}, soft ${soft}) is too low for ${PLAYERS} sockets: raise it (ulimit -n 65536).`,
    );
    process.exit(2);
  }
}

async function startNode(port, seed) {
  const dataDir = mkdtempSync(join(tmpdir(), 'monitor-bench-'));
  tempDirs.push(dataDir);
  const child = processes.node([BACKEND_MAIN], { env: productNodeEnv(port, seed, dataDir, shared) });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000);
  return child;
}

async function loggedIn(url, account) {
  const client = new Client(url);
  const response = await client.post('/api/auth/login', account);
  if (!response.ok) throw new Error(`login at ${url} failed: ${response.status} ${await response.text()}`);
  return client;
}

const cookieOf = (client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function socketTo(url, cookie = '') {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie } });
  sockets.push(socket);
  return socket;
}

/**
 * Hosts (members made admins in the database, so no plan caps their rooms) open the rooms, alternately on each
 * node (so each node owns half), and keep a host socket in each to start it.
 */
async function openRooms(roomCount) {
  const hostCount = Math.ceil(roomCount / ROOMS_PER_HOST);
  const emails = Array.from({ length: hostCount }, (_, i) => `bench-host-${i}-${runId}@example.com`);
  for (const [i, email] of emails.entries()) {
    const client = new Client(urls[0]);
    const response = await client.post('/api/auth/register', {
      email,
      password: 'Bench-Host-Pass-2049',
      fullName: `Bench Host ${i + 1}`,
    });
    if (!response.ok) throw new Error(`registering ${email} failed: ${response.status} ${await response.text()}`);
  }
  await database.query(`UPDATE users SET role = 'ADMIN' WHERE email = ANY($1)`, [emails]);
  const hosts = await Promise.all(
    emails.map(async (email) =>
      Promise.all(urls.map((url) => loggedIn(url, { email, password: 'Bench-Host-Pass-2049' }))),
    ),
  );
  const rooms = [];
  for (let r = 0; r < roomCount; r += 1) {
    const node = r % 2;
    const host = hosts[Math.floor(r / ROOMS_PER_HOST)][node];
    const response = await host.post('/api/arena/rooms', {
      questionCount: 50,
      questionSeconds: 10,
      maxPlayers: ROOM_SIZE + 5,
      countdownSeconds: 3,
      revealSeconds: 2,
      leaderboardSeconds: 2,
    });
    if (!response.ok) throw new Error(`opening room ${r} failed: ${response.status} ${await response.text()}`);
    const { roomId, pin } = await response.json();
    const socket = socketTo(urls[node], cookieOf(host));
    const joined = await socket.timeout(30_000).emitWithAck('arena:join', { pin });
    if (!joined?.ok) throw new Error(`host of room ${r} could not open it: ${joined?.code}`);
    rooms.push({ roomId, pin, node, socket });
  }
  return rooms;
}

/** Players are spread so that each room has players on both nodes (its owner's and the other). */
async function joinPlayers(rooms) {
  const workers = Array.from({ length: WORKERS }, () =>
    processes.node([join(import.meta.dirname, 'admin-monitor-worker.mjs')], { ipc: true }),
  );
  await Promise.all(workers.map((w) => nextMessage(w, 'ready', 30_000)));
  const results = await Promise.all(
    workers.map((worker, wi) => {
      const players = [];
      for (let i = wi; i < PLAYERS; i += WORKERS) {
        const room = rooms[i % rooms.length];
        players.push({ index: i, pin: room.pin, url: urls[Math.floor(i / rooms.length) % 2] });
      }
      worker.send({ type: 'start', players, concurrency: JOIN_CONCURRENCY, answerSpreadMs: ANSWER_SPREAD_MS });
      return nextMessage(worker, 'joined', 15 * 60_000);
    }),
  );
  const joined = results.reduce((sum, r) => sum + r.joined, 0);
  const errors = {};
  for (const r of results) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  return { workers, joined, errors };
}

/** Each node's own event-loop and CPU readings, from the monitor's board (filled every second by every node). */
class BoardSampler {
  samples = [];
  constructor() {
    this.redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    this.timer = setInterval(() => void this.read(), 1000);
  }

  async read() {
    const ids = await this.redis.zrange(`${redisPrefix}admin-monitor:nodes`, 0, -1).catch(() => []);
    if (ids.length === 0) return;
    const texts = await this.redis.mget(ids.map((id) => `${redisPrefix}admin-monitor:node:${id}`)).catch(() => []);
    for (const text of texts) {
      if (!text) continue;
      const { nodeId, at, health, rooms } = JSON.parse(text);
      if (this.samples.some((s) => s.nodeId === nodeId && s.at === at)) continue;
      this.samples.push({ nodeId, at, lag: health.eventLoopLagP99Ms, described: rooms !== null });
    }
  }

  between(from, to) {
    return this.samples.filter((s) => s.at >= from && s.at < to);
  }

  close() {
    clearInterval(this.timer);
    this.redis.disconnect();
  }
}

/** An admin on node A with the monitor open on its first page: every push timed and sized. */
async function watch(adminClient) {
  const socket = socketTo(urls[0], cookieOf(adminClient));
  await new Promise((resolveConnect, reject) => {
    socket.once('connect', resolveConnect);
    socket.once('connect_error', reject);
  });
  const pushes = [];
  socket.on('admin:monitor', (page) => pushes.push({ at: Date.now(), bytes: JSON.stringify(page).length, page }));
  const t0 = performance.now();
  const ack = await socket.timeout(10_000).emitWithAck('admin:monitor-watch', { pageSize: 25 });
  if (!ack?.ok) throw new Error(`the admin's watch was refused: ${ack?.code} ${ack?.message}`);
  return { socket, pushes, ackMs: performance.now() - t0, first: ack.data };
}

async function measureWindow(label, nodes, adminClient) {
  const watching = label === 'watched' ? await watch(adminClient) : null;
  const pids = [...processes.children].map((c) => c.pid);
  const other = new OtherLoad(pids);
  const cpu0 = nodes.map((n) => cpuMs(n.pid));
  const from = Date.now();
  await sleep(WINDOW_SECONDS * 1000);
  const to = Date.now();
  const cores = nodes.reduce((sum, n, i) => sum + (cpuMs(n.pid) - cpu0[i]), 0) / (to - from);
  const window = { label, from, to, cores, otherCores: other.cores([...processes.children].map((c) => c.pid)) };
  if (watching) {
    watching.socket.emit('admin:monitor-unwatch', {}, () => undefined);
    watching.socket.disconnect();
    const gaps = watching.pushes.slice(1).map((p, i) => (p.at - watching.pushes[i].at) / 1000);
    Object.assign(window, {
      watchAckMs: watching.ackMs,
      pushes: watching.pushes.length,
      pushGapS: gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : Number.NaN,
      pushBytes: Math.max(0, ...watching.pushes.map((p) => p.bytes)),
      roomsSeen: watching.pushes.at(-1)?.page.rooms.total ?? watching.first.rooms.total,
      socketsSeen: watching.pushes.at(-1)?.page.totals.sockets ?? Number.NaN,
    });
  }
  log(`${label} window done: ${(to - from) / 1000} s, server CPU ${cores.toFixed(2)} cores`);
  await sleep(GAP_SECONDS * 1000);
  return window;
}

const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);

/** Every window of one kind, pooled: latencies from the clients, lag from the board, CPU from /proc. */
function pooled(windows, label, reports, board) {
  const chosen = windows.filter((w) => w.label === label);
  const inside = (t) => chosen.some((w) => t >= w.from && t < w.to);
  const acks = reports.flatMap((r) => r.acks.filter(([t]) => inside(t)).map(([, ms]) => ms));
  const questions = reports.flatMap((r) => r.questions.filter(([t]) => inside(t)).map(([, ms]) => ms));
  const lags = chosen.flatMap((w) => board.between(w.from, w.to));
  const seconds = chosen.reduce((sum, w) => sum + (w.to - w.from) / 1000, 0);
  return {
    lagMean: mean(lags.map((s) => s.lag)),
    lagWorst: Math.max(...lags.map((s) => s.lag)),
    described: lags.filter((s) => s.described).length / Math.max(1, lags.length),
    cores: mean(chosen.map((w) => w.cores)),
    otherCores: mean(chosen.map((w) => w.otherCores)),
    ack50: percentile(acks, 50),
    ack95: percentile(acks, 95),
    ack99: percentile(acks, 99),
    q50: percentile(questions, 50),
    q99: percentile(questions, 99),
    acksPerSecond: acks.length / seconds,
  };
}

function printResults(windows, reports, board, setup) {
  const idle = pooled(windows, 'idle', reports, board);
  const watched = pooled(windows, 'watched', reports, board);
  const seen = windows.filter((w) => w.label === 'watched');
  const rows = [
    ['event-loop lag p99, mean of nodes’ per-second readings (ms)', idle.lagMean, watched.lagMean, 2],
    ['event-loop lag p99, worst second (ms)', idle.lagWorst, watched.lagWorst, 2],
    ['server CPU, both nodes (cores)', idle.cores, watched.cores, 3],
    ['answer ack p50 (ms)', idle.ack50, watched.ack50, 1],
    ['answer ack p95 (ms)', idle.ack95, watched.ack95, 1],
    ['answer ack p99 (ms)', idle.ack99, watched.ack99, 1],
    ['question broadcast p50 (ms)', idle.q50, watched.q50, 1],
    ['question broadcast p99 (ms)', idle.q99, watched.q99, 1],
    ['answers acked per second', idle.acksPerSecond, watched.acksPerSecond, 0],
  ];
  console.info(
    `\nAdmin live-room monitor: ${setup.joined.toLocaleString('en-GB')} players in ${setup.rooms} rooms ` +
      `(${setup.sockets.toLocaleString('en-GB')} sockets with the hosts) on two nodes; ` +
      `${ROUNDS} × ${WINDOW_SECONDS} s without and with an admin watching, alternating, same run\n`,
  );
  console.info('| measure | no admin watching | admin watching | ratio |');
  console.info('|---|---:|---:|---:|');
  for (const [name, a, b, digits] of rows)
    console.info(`| ${name} | ${fmt(a, digits)} | ${fmt(b, digits)} | ${ratio(b, a)} |`);
  console.info(
    `| nodes describing their rooms (share of readings) | ${fmt(idle.described * 100, 0)}% | ${fmt(watched.described * 100, 0)}% | |`,
  );
  console.info(
    `| other work on the machine meanwhile (cores) | ${fmt(idle.otherCores, 2)} | ${fmt(watched.otherCores, 2)} | |`,
  );
  console.info(
    `\nWhile watched: the watch answered in ${seen.map((w) => `${fmt(w.watchAckMs, 0)} ms`).join(', ')}; ` +
      `${seen.map((w) => w.pushes).join(', ')} pushes (one every ${seen.map((w) => `${fmt(w.pushGapS, 2)} s`).join(', ')}), ` +
      `largest ${Math.max(...seen.map((w) => w.pushBytes)).toLocaleString('en-GB')} bytes; ` +
      `the page counted ${seen.map((w) => w.roomsSeen).join(', ')} rooms and ${seen.map((w) => w.socketsSeen).join(', ')} sockets.`,
  );
  console.info(
    'Latencies are client-side, on one machine shared by the clients, both nodes, PostgreSQL and Redis; the lag is each' +
      '\nnode’s own monitorEventLoopDelay p99 per second (minus its 10 ms sampling interval), as the monitor reports it.',
  );
}

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const socket of sockets) socket.disconnect();
  await processes.stopAll();
  await database.drop().catch((error) => log(`could not drop ${database.name}: ${error.message}`));
  await deleteRedisKeys(REDIS_URL, redisPrefix).catch(() => undefined);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
process.once('exit', () => processes.killAllNow());

await checkServices();
checkFileLimits();
let failed = false;
let board = null;
try {
  await database.create();
  log(`database ${database.name}; Redis prefix ${redisPrefix}; ${PLAYERS} players in rooms of ${ROOM_SIZE}`);
  const first = await startNode(PORTS[0], true);
  const second = await startNode(PORTS[1], false);
  const nodes = [first, second];
  const rooms = await openRooms(Math.ceil(PLAYERS / ROOM_SIZE));
  log(`${rooms.length} rooms open, half on each node`);
  const { workers, joined, errors } = await joinPlayers(rooms);
  log(
    `${joined} of ${PLAYERS} players joined${Object.keys(errors).length ? `; not joined: ${JSON.stringify(errors)}` : ''}`,
  );
  // The games start a few seconds apart, as real rooms do: their questions do not all open at once.
  for (const room of rooms) {
    setTimeout(
      () => room.socket.emit('arena:host', { roomId: room.roomId, action: 'start' }, () => undefined),
      Math.random() * 5000,
    );
  }
  board = new BoardSampler();
  const adminClient = await loggedIn(urls[0], ADMIN);
  await sleep(WARMUP_SECONDS * 1000);
  const windows = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    windows.push(await measureWindow('idle', nodes, adminClient));
    windows.push(await measureWindow('watched', nodes, adminClient));
  }
  const reports = await Promise.all(
    workers.map((w) => {
      w.send({ type: 'report' });
      return nextMessage(w, 'report', 60_000);
    }),
  );
  printResults(windows, reports, board, { joined, rooms: rooms.length, sockets: joined + rooms.length + 1 });
  for (const w of workers) w.send({ type: 'close' });
} catch (error) {
  failed = true;
  console.error(`\nAdmin-monitor benchmark failed: ${error.stack ?? error.message}`);
} finally {
  board?.close();
  await cleanup();
}
process.exit(failed ? 1 : 0);
