// Arena failover under load: N players (default 1,000) in one room over two backend nodes on one PostgreSQL and
// one Redis; mid-way through the second question the room's node is killed with SIGKILL. Its players reconnect
// to the survivor with the same guest cookie and rejoin; the game must reach the podium with every acknowledged
// answer stored and every score equal to the sum of its stored answers' points.
//   npm run bench:arena-failover
//   ARENA_FAILOVER_PLAYERS=1000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   REDIS_URL=redis://127.0.0.1:6379 npm run bench:arena-failover
import { createHmac, randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import {
  BenchDatabase,
  deleteRedisKeys,
  nextMessage,
  postgresReachable,
  productNodeEnv,
  Processes,
  redisReachable,
  sleep,
  waitFor,
} from './arena-infra.mjs';
import { Client } from './http-load.mjs';

const root = resolve(import.meta.dirname, '..');
const PLAYERS = Number(process.env.ARENA_FAILOVER_PLAYERS ?? 1000);
const WORKERS = 4;
const QUESTIONS = 5;
const QUESTION_SECONDS = 10;
const PHASE_SECONDS = 2;
const ANSWER_SPREAD_MS = 5000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [3431, 3432];
const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
const GAME_MS = (PHASE_SECONDS + QUESTIONS * (QUESTION_SECONDS + 2 * PHASE_SECONDS)) * 1000;

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const redisPrefix = `arena-failover-${runId}:`;
const sessionSecret = randomBytes(32).toString('hex');
const dataEncryptionKey = randomBytes(32).toString('hex');
const processes = new Processes();
const database = new BenchDatabase(ADMIN_URL, `arena_failover_${runId}`);
const tempDirs = [];
const log = (...args) => console.error(`[arena-failover ${new Date().toISOString().slice(11, 19)}]`, ...args);

async function startNode(port, seed) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-failover-'));
  tempDirs.push(dataDir);
  const child = processes.node([join(root, 'backend/dist/main.js')], {
    env: productNodeEnv(port, seed, dataDir, {
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      redisPrefix,
      sessionSecret,
      dataEncryptionKey,
    }),
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 90_000);
  return child;
}

/** Signs a cookie value as @fastify/cookie does (HMAC-SHA256, base64 without padding). */
const sign = (value, secret) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;

/** A guest's signed player cookie, as a browser that has played before holds it: the same player on any node. */
function guestCookie() {
  const guestId = randomBytes(16).toString('base64url');
  return { playerKey: `guest:${guestId}`, cookie: `trivia_player=${encodeURIComponent(sign(guestId, sessionSecret))}` };
}

async function run() {
  const [pgOk, redisOk] = await Promise.all([postgresReachable(ADMIN_URL), redisReachable(REDIS_URL)]);
  if (!pgOk || !redisOk) {
    console.error('The failover benchmark needs PostgreSQL (BENCH_DATABASE_URL) and Redis (REDIS_URL).');
    process.exit(2);
  }
  await database.create();
  log(`starting two nodes; ${PLAYERS} players`);
  const a = await startNode(PORTS[0], true);
  await startNode(PORTS[1], false);
  const urls = PORTS.map((p) => `http://127.0.0.1:${p}`);

  // The room is created on node A, which owns it and runs its timers; the host watches from node B.
  const admin = new Client(urls[0]);
  const login = await admin.post('/api/auth/login', ADMIN);
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const created = await admin.post('/api/arena/rooms', {
    questionCount: QUESTIONS,
    questionSeconds: QUESTION_SECONDS,
    countdownSeconds: PHASE_SECONDS,
    revealSeconds: PHASE_SECONDS,
    leaderboardSeconds: PHASE_SECONDS,
    maxPlayers: PLAYERS,
  });
  if (created.status !== 201) throw new Error(`room not created: ${created.status} ${await created.text()}`);
  const { roomId, pin } = await created.json();
  const host = io(urls[1], {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const seen = [];
  host.on('arena:event', (envelope) => seen.push({ ...envelope, at: Date.now() }));
  const hostJoin = await host.timeout(30_000).emitWithAck('arena:join', { pin });
  if (!hostJoin.ok) throw new Error(`host could not join: ${JSON.stringify(hostJoin)}`);

  const workers = Array.from({ length: WORKERS }, () =>
    fork(join(import.meta.dirname, 'arena-failover-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  for (const w of workers) processes.children.add(w);
  const joinedCounts = await Promise.all(
    workers.map((w, wi) => {
      const players = [];
      for (let i = wi; i < PLAYERS; i += WORKERS)
        players.push({ index: i, nickname: `Player ${i}`, url: urls[i % 2], ...guestCookie() });
      w.send({ type: 'start', players, pin, urls, answerSpreadMs: ANSWER_SPREAD_MS });
      return nextMessage(w, 'joined', 300_000).then((m) => m.joined);
    }),
  );
  const joined = joinedCounts.reduce((s, n) => s + n, 0);
  log(`${joined}/${PLAYERS} joined`);

  const started = await host.timeout(30_000).emitWithAck('arena:host', { roomId, action: 'start' });
  if (!started.ok) throw new Error(`game did not start: ${JSON.stringify(started)}`);
  const waitFor2nd = Date.now() + GAME_MS;
  while (!seen.some((e) => e.event === 'arena:question' && e.payload.questionIndex === 1) && Date.now() < waitFor2nd)
    await sleep(50);
  await sleep(ANSWER_SPREAD_MS / 2);
  const killedAt = Date.now();
  a.kill('SIGKILL');
  log('node A (the room’s owner) killed with SIGKILL, mid-question 2');

  const until = Date.now() + GAME_MS + 60_000;
  while (!seen.some((e) => e.event === 'arena:podium') && Date.now() < until) await sleep(200);
  const podium = seen.find((e) => e.event === 'arena:podium');
  const firstAfter = seen.find((e) => e.at > killedAt && typeof e.payload.seq === 'number');
  await sleep(3000);
  const reports = await Promise.all(
    workers.map((w) => {
      w.send({ type: 'report' });
      return nextMessage(w, 'report', 30_000);
    }),
  );
  for (const w of workers) if (w.connected) w.send({ type: 'close' });
  host.disconnect();

  let ended = false;
  for (let i = 0; i < 60 && !ended; i += 1) {
    ended =
      (await database.query('SELECT 1 FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL', [roomId])).length > 0;
    if (!ended) await sleep(500);
  }
  await sleep(1000);
  const storedRows = await database.query(
    'SELECT player_id, count(*)::int AS answers, sum(points)::int AS points FROM arena_answers WHERE match_id = $1 GROUP BY player_id',
    [roomId],
  );
  const scores = await database.query('SELECT player_id, score FROM arena_match_players WHERE match_id = $1', [roomId]);
  const stored = new Map(storedRows.map((r) => [r.player_id, r]));
  const scoreOf = new Map(scores.map((r) => [r.player_id, r.score]));
  let acked = 0;
  let lost = 0;
  let mismatched = 0;
  const refusals = {};
  for (const r of reports) {
    acked += r.acked;
    for (const [k, v] of Object.entries(r.refusals)) refusals[k] = (refusals[k] ?? 0) + v;
    for (const [playerKey, ok] of r.perPlayer) lost += Math.max(0, ok - (stored.get(playerKey)?.answers ?? 0));
  }
  for (const [playerId, score] of scoreOf) if ((stored.get(playerId)?.points ?? 0) !== score) mismatched += 1;
  const storedTotal = storedRows.reduce((s, r) => s + r.answers, 0);
  const seqs = seen.flatMap((e) => (typeof e.payload.seq === 'number' ? [e.payload.seq] : []));
  const duplicated = seqs.length - new Set(seqs).size;
  const rejoined = reports.reduce((s, r) => s + r.rejoined, 0);
  const rejoinFailures = reports.reduce((s, r) => s + r.rejoinFailures, 0);
  const podiumPlayers = reports.reduce((s, r) => s + r.podium, 0);

  const row = (name, value) => console.info(`  ${name.padEnd(44)} ${String(value).padStart(12)}`);
  console.info(`\nArena failover: ${PLAYERS} players over two nodes; the room's node killed mid-question 2`);
  row('players joined', `${joined}/${PLAYERS}`);
  row('game reached the podium', podium ? 'yes' : 'NO');
  row('players who saw the podium', `${podiumPlayers}/${joined}`);
  row('players rejoined on the survivor', rejoined);
  row('rejoins that failed', rejoinFailures);
  row('first broadcast after the kill (s)', firstAfter ? ((firstAfter.at - killedAt) / 1000).toFixed(1) : 'none');
  row('answers acknowledged ok', acked);
  row('answers stored (arena_answers)', storedTotal);
  row('acknowledged answers lost', lost);
  row('scores != sum of stored points', mismatched);
  row('players in the stored standings', scoreOf.size);
  row('host broadcasts duplicated', duplicated);
  if (Object.keys(refusals).length)
    console.info(
      `  answer refusals: ${Object.entries(refusals)
        .map(([k, v]) => `${k} x${v}`)
        .join(', ')}`,
    );
  const problems = [];
  if (!podium) problems.push('no podium');
  if (lost > 0) problems.push(`${lost} acknowledged answers lost`);
  if (mismatched > 0) problems.push(`${mismatched} scores differ from their answers`);
  if (!ended) problems.push('the game was never stored as finished');
  if (duplicated > 0) problems.push(`${duplicated} broadcasts duplicated`);
  console.info(problems.length ? `  FAILED: ${problems.join('; ')}` : '  passed: game finished, 0 answers lost');
  return problems.length === 0;
}

let ok = false;
try {
  ok = await run();
} catch (error) {
  console.error(`\nArena failover benchmark failed: ${error.stack ?? error.message}`);
} finally {
  await processes.stopAll();
  await database.drop().catch((error) => log(`could not drop ${database.name}: ${error.message}`));
  await deleteRedisKeys(REDIS_URL, redisPrefix).catch(() => undefined);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
