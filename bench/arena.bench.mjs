// Arena under load: N simulated players in one room, spread over two backend nodes that share one PostgreSQL and
// one Redis, beside a bare Socket.IO baseline (two processes on @socket.io/redis-adapter, same Redis) that
// broadcasts payloads of the same size to the same N clients at the same moments. Prints both and the ratios.
//   npm run bench:arena
//   ARENA_BENCH_SIZES=1000,5000,10000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   REDIS_URL=redis://127.0.0.1:6379 npm run bench:arena
// BENCH_DATABASE_URL names the server (and a database to connect to for CREATE/DROP); the benchmark creates a
// fresh database of its own on it and drops it at the end.
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import {
  BenchDatabase,
  deleteRedisKeys,
  nextMessage,
  percentile,
  postgresReachable,
  Processes,
  redisReachable,
  rssBytes,
  sleep,
  waitFor,
} from './arena-infra.mjs';
import { Client } from './http-load.mjs';

const root = resolve(import.meta.dirname, '..');
const SIZES = (process.env.ARENA_BENCH_SIZES ?? '1000,5000').split(',').map(Number).filter(Boolean);
const WORKERS = Number(process.env.ARENA_BENCH_WORKERS ?? 4);
const QUESTIONS = Number(process.env.ARENA_BENCH_QUESTIONS ?? 5);
const QUESTION_SECONDS = Number(process.env.ARENA_BENCH_QUESTION_SECONDS ?? 10);
const PHASE_SECONDS = Number(process.env.ARENA_BENCH_PHASE_SECONDS ?? 2);
/** Players answer at a random moment in the first part of each question, as people do. */
const ANSWER_SPREAD_MS = Number(process.env.ARENA_BENCH_ANSWER_SPREAD_MS ?? 5000);
/** Joining is bounded: whoever has joined by then plays, and the table says how many did. */
const JOIN_TIMEOUT_MS = Number(process.env.ARENA_BENCH_JOIN_TIMEOUT_MS ?? 90_000);
const JOIN_CONCURRENCY = Number(process.env.ARENA_BENCH_JOIN_CONCURRENCY ?? 8);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { product: [3411, 3412], baseline: [3421, 3422] };
const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
const GAME_MS = (PHASE_SECONDS + QUESTIONS * (QUESTION_SECONDS + 2 * PHASE_SECONDS)) * 1000;

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const redisPrefix = `arena-bench-${runId}:`;
const sessionSecret = randomBytes(32).toString('hex');
const processes = new Processes();
const database = new BenchDatabase(ADMIN_URL, `arena_bench_${runId}`);
const tempDirs = [];

const log = (...args) => console.error(`[arena-bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const mb = (bytes) => bytes / 1024 / 1024;
const rssOf = (children) => children.reduce((sum, c) => sum + rssBytes(c.pid), 0);

async function checkServices() {
  const [pgOk, redisOk] = await Promise.all([postgresReachable(ADMIN_URL), redisReachable(REDIS_URL)]);
  if (pgOk && redisOk) return;
  console.error('\nThe Arena benchmark needs a real PostgreSQL and a real Redis:');
  if (!pgOk) {
    console.error(`  PostgreSQL not reachable at ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')}`);
    console.error('    start one, e.g.: docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16');
    console.error('    or: sudo service postgresql start   (then set BENCH_DATABASE_URL=postgres://user:pass@host/db)');
  }
  if (!redisOk) {
    console.error(`  Redis not reachable at ${REDIS_URL}`);
    console.error('    start one, e.g.: docker run -d -p 6379:6379 redis:7   or: redis-server --daemonize yes');
    console.error('    (or set REDIS_URL=redis://host:port)');
  }
  process.exit(2);
}

/** One backend node of the product on the shared PostgreSQL and Redis. */
/** Both nodes share one key, as a real cluster must, or one could not open what the other sealed. */
const dataEncryptionKey = randomBytes(32).toString('hex');

async function startProductNode(port, seed) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-'));
  tempDirs.push(dataDir);
  const child = processes.node([join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      SESSION_SECRET: sessionSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: seed ? 'true' : 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      // Every simulated player connects from this one machine.
      SOCKET_CONNECTIONS_PER_MINUTE: '100000000',
      DATA_ENCRYPTION_KEY: dataEncryptionKey,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 90_000);
  return child;
}

async function startBaselineNode(port) {
  const child = processes.node(
    [join(import.meta.dirname, 'arena-baseline-server.mjs'), String(port), REDIS_URL, `${redisPrefix}baseline`],
    {
      ipc: true,
    },
  );
  await nextMessage(child, 'ready', 30_000);
  return child;
}

/** Waits for a worker's players to join; when the join time is up, stops it joining more and takes its count. */
async function joinedOrStopped(worker, count) {
  const done = nextMessage(worker, 'joined', JOIN_TIMEOUT_MS + 90_000);
  const timeUp = sleep(JOIN_TIMEOUT_MS).then(() => null);
  if ((await Promise.race([done, timeUp])) === null) worker.send({ type: 'stop-joining' });
  return done.catch((error) => ({ joined: 0, failed: count, errors: { [error.message]: count }, retries: 0 }));
}

/** Forks the client workers and gives each its share of players, alternating between the two nodes. */
async function joinPlayers(n, urls, pin, expectedSeqs) {
  const workers = Array.from({ length: WORKERS }, () =>
    fork(join(import.meta.dirname, 'arena-worker.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  for (const w of workers) {
    processes.children.add(w);
    w.once('exit', () => processes.children.delete(w));
  }
  const started = performance.now();
  const joined = await Promise.all(
    workers.map((w, wi) => {
      const players = [];
      for (let i = wi; i < n; i += WORKERS) players.push({ index: i, url: urls[i % 2] });
      w.send({
        type: 'start',
        players,
        pin,
        concurrency: JOIN_CONCURRENCY,
        answerSpreadMs: ANSWER_SPREAD_MS,
        expectedSeqs,
      });
      return joinedOrStopped(w, players.length);
    }),
  );
  const summary = { joined: 0, failed: 0, retries: 0, errors: {}, seconds: (performance.now() - started) / 1000 };
  for (const j of joined) {
    summary.joined += j.joined;
    summary.failed += j.failed;
    summary.retries += j.retries;
    for (const [k, v] of Object.entries(j.errors)) summary.errors[k] = (summary.errors[k] ?? 0) + v;
  }
  return { workers, summary };
}

async function collectReports(workers, finalSeq) {
  const reports = await Promise.all(
    workers.map((w) => {
      w.send({ type: 'report', finalSeq, questionCount: QUESTIONS });
      return nextMessage(w, 'report', 60_000);
    }),
  );
  const total = { questionLatencies: [], ackLatencies: [], ackCodes: {}, ackBytes: 0 };
  for (const r of reports) {
    for (const [k, v] of Object.entries(r)) {
      if (typeof v === 'number' && k !== 'ackBytes') total[k] = (total[k] ?? 0) + v;
    }
    for (const v of r.questionLatencies) total.questionLatencies.push(v);
    for (const v of r.ackLatencies) total.ackLatencies.push(v);
    for (const [k, v] of Object.entries(r.ackCodes)) total.ackCodes[k] = (total.ackCodes[k] ?? 0) + v;
    total.ackBytes ||= r.ackBytes;
  }
  return total;
}

async function closeWorkers(workers) {
  for (const w of workers) if (w.connected) w.send({ type: 'close' });
  await Promise.all(workers.map((w) => Promise.race([new Promise((r) => w.once('exit', r)), sleep(5000)])));
  await Promise.all(workers.map((w) => processes.stop(w, 1000)));
}

/** The product: two nodes, an admin host on node 1, N players on both nodes, one game to the podium. */
async function runProduct(n) {
  log(`product, ${n} players: starting two backend nodes`);
  const nodes = [await startProductNode(PORTS.product[0], true)];
  nodes.push(await startProductNode(PORTS.product[1], false));
  const urls = PORTS.product.map((p) => `http://127.0.0.1:${p}`);
  let workers = [];
  let host;
  try {
    const admin = new Client(urls[0]);
    const login = await admin.post('/api/auth/login', ADMIN);
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    const created = await admin.post('/api/arena/rooms', {
      questionCount: QUESTIONS,
      questionSeconds: QUESTION_SECONDS,
      countdownSeconds: PHASE_SECONDS,
      revealSeconds: PHASE_SECONDS,
      leaderboardSeconds: PHASE_SECONDS,
      maxPlayers: n,
    });
    if (created.status !== 201) throw new Error(`room not created: ${created.status} ${await created.text()}`);
    const { roomId, pin } = await created.json();

    // The host watches every broadcast: when each came (the baseline replays that timeline) and how big it was.
    const seen = [];
    let podium = null;
    const podiumSeen = new Promise((r) => (podium = r));
    host = io(urls[0], {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    host.on('arena:event', (envelope) => {
      seen.push({
        event: envelope.event,
        bytes: JSON.stringify(envelope).length,
        t: Date.now(),
        payload: envelope.payload,
      });
      if (envelope.event === 'arena:podium') podium(envelope.payload.seq);
    });
    const hostJoin = await host.timeout(30_000).emitWithAck('arena:join', { pin });
    if (!hostJoin.ok) throw new Error(`host could not join: ${JSON.stringify(hostJoin)}`);

    await sleep(1500);
    const rssBefore = rssOf(nodes);
    log(`product, ${n} players: joining (${WORKERS} workers, ${JOIN_CONCURRENCY} joins in flight each)`);
    const joining = await joinPlayers(n, urls, pin, n + 64);
    workers = joining.workers;
    const joinSummary = joining.summary;
    log(
      `product: ${joinSummary.joined}/${n} joined in ${joinSummary.seconds.toFixed(1)} s (${joinSummary.retries} retries)`,
      joinSummary.failed ? joinSummary.errors : '',
    );
    await sleep(3000);
    const rssAfter = rssOf(nodes);

    const started = await host.timeout(30_000).emitWithAck('arena:host', { roomId, action: 'start' });
    if (!started.ok) throw new Error(`game did not start: ${JSON.stringify(started)}`);
    const startSeen = seen.length;
    log(`product: game started, up to ${Math.round(GAME_MS / 1000)} s`);
    const finalSeq = await Promise.race([podiumSeen, sleep(GAME_MS + 90_000).then(() => null)]);
    if (finalSeq === null) log('product: no podium within the time limit; counting what arrived');
    await sleep(3000);
    const lastSeq = finalSeq ?? Math.max(0, ...seen.map((s) => s.payload.seq ?? 0));
    const result = await collectReports(workers, lastSeq);

    // Stored answers: the finished game is written to PostgreSQL once, shortly after the podium.
    let stored = null;
    for (let i = 0; i < 40 && stored === null; i += 1) {
      const match = await database.query('SELECT 1 FROM arena_matches WHERE id = $1', [roomId]);
      if (match.length)
        stored = Number(
          (await database.query('SELECT count(*) AS n FROM arena_answers WHERE match_id = $1', [roomId]))[0].n,
        );
      else await sleep(500);
    }

    const game = seen.slice(startSeen);
    const t0 = game[0]?.t ?? Date.now();
    const schedule = game
      .filter((s) => typeof s.payload.seq === 'number')
      .map((s) => ({
        event: s.event,
        bytes: s.bytes,
        at: s.t - t0,
        questionIndex: s.event === 'arena:question' ? s.payload.questionIndex : undefined,
      }));
    if (schedule.length) schedule.at(-1).last = true;
    const sizeOf = (event) => seen.find((s) => s.event === event)?.bytes;
    return {
      n,
      join: joinSummary,
      finished: finalSeq !== null,
      finalSeq: lastSeq,
      stored,
      memoryPerPlayer: (rssAfter - rssBefore) / Math.max(1, joinSummary.joined),
      rssBefore,
      rssAfter,
      schedule,
      sizes: {
        joined: sizeOf('arena:player-joined') ?? 120,
        receipt: 120,
        ack: result.ackBytes || 60,
        question: sizeOf('arena:question'),
      },
      ...result,
    };
  } finally {
    host?.disconnect();
    await closeWorkers(workers);
    for (const node of nodes) await processes.stop(node);
  }
}

/** The baseline: the same N clients on two bare Socket.IO processes, the product's broadcasts replayed. */
async function runBaseline(n, product) {
  log(`baseline, ${n} clients: starting two bare Socket.IO servers`);
  const nodes = [await startBaselineNode(PORTS.baseline[0]), await startBaselineNode(PORTS.baseline[1])];
  const urls = PORTS.baseline.map((p) => `http://127.0.0.1:${p}`);
  let workers = [];
  try {
    for (const node of nodes) node.send({ type: 'sizes', sizes: product.sizes });
    await sleep(1500);
    const rssBefore = rssOf(nodes);
    const joining = await joinPlayers(n, urls, '000000', 256);
    workers = joining.workers;
    const joinSummary = joining.summary;
    log(`baseline: ${joinSummary.joined}/${n} joined in ${joinSummary.seconds.toFixed(1)} s`);
    await sleep(3000);
    const rssAfter = rssOf(nodes);
    const schedule = product.schedule.length
      ? product.schedule
      : [{ event: 'arena:podium', bytes: 100, at: 0, last: true }];
    nodes[0].send({ type: 'play', schedule });
    const played = await nextMessage(nodes[0], 'played', (schedule.at(-1).at ?? 0) + 60_000);
    await sleep(3000);
    const result = await collectReports(workers, played.finalSeq);
    return {
      n,
      join: joinSummary,
      memoryPerPlayer: (rssAfter - rssBefore) / Math.max(1, joinSummary.joined),
      rssBefore,
      rssAfter,
      ...result,
    };
  } finally {
    await closeWorkers(workers);
    for (const node of nodes) {
      if (node.connected) node.send({ type: 'stop' });
      await processes.stop(node, 3000);
    }
  }
}

const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

function printTable(p, b) {
  const qp50 = percentile(p.questionLatencies, 50);
  const qp99 = percentile(p.questionLatencies, 99);
  const bq50 = percentile(b.questionLatencies, 50);
  const bq99 = percentile(b.questionLatencies, 99);
  const ap99 = percentile(p.ackLatencies, 99);
  const bap99 = percentile(b.ackLatencies, 99);
  const ap50 = percentile(p.ackLatencies, 50);
  const bap50 = percentile(b.ackLatencies, 50);
  const okAnswers = p.ackCodes.ok ?? 0;
  const lostAnswers = p.expectedAnswers - (p.stored ?? 0);
  const row = (name, prod, base, r = '') =>
    console.info(
      `  ${name.padEnd(36)} ${String(prod).padStart(14)} ${String(base).padStart(14)} ${String(r).padStart(9)}`,
    );
  console.info(
    `\nArena, ${p.n} players in one room over two nodes (one PostgreSQL, one Redis), ${WORKERS} client processes`,
  );
  console.info(
    `  game: ${QUESTIONS} questions x ${QUESTION_SECONDS} s, ${PHASE_SECONDS} s countdown/reveal/leaderboard, answers spread over ${ANSWER_SPREAD_MS / 1000} s`,
  );
  console.info(
    `  question envelope ${p.sizes.question ?? 'n/a'} B, player-joined ${p.sizes.joined} B, answer ack ${p.sizes.ack} B; baseline = bare Socket.IO 4.8.3 + redis-adapter, same sizes and moments\n`,
  );
  row('measure', 'product', 'baseline', 'ratio');
  row('players joined', `${p.join.joined}/${p.n}`, `${b.join.joined}/${b.n}`);
  row('join phase (s)', fmt(p.join.seconds), fmt(b.join.seconds), ratio(p.join.seconds, b.join.seconds));
  row('question broadcast p50 (ms)', fmt(qp50), fmt(bq50), ratio(qp50, bq50));
  row('question broadcast p99 (ms)', fmt(qp99), fmt(bq99), ratio(qp99, bq99));
  row(
    'questions received',
    `${p.questionLatencies.length}/${p.join.joined * QUESTIONS}`,
    `${b.questionLatencies.length}/${b.join.joined * QUESTIONS}`,
  );
  row('answer ack p50 (ms)', fmt(ap50), fmt(bap50), ratio(ap50, bap50));
  row('answer ack p99 (ms)', fmt(ap99), fmt(bap99), ratio(ap99, bap99));
  row('broadcasts lost (gaps in seq)', p.lost, b.lost);
  row('  players with a gap', p.playersWithGaps, b.playersWithGaps);
  row('broadcasts duplicated', p.duplicated, b.duplicated);
  row('broadcasts out of order', p.outOfOrder, b.outOfOrder);
  row('socket disconnects during run', p.disconnects, b.disconnects);
  row('answers expected / sent', `${p.expectedAnswers}/${p.answersSent}`, `${b.expectedAnswers}/${b.answersSent}`);
  row('answers acked ok', okAnswers, b.ackCodes.ok ?? 0);
  row('answers stored (arena_answers)', p.stored ?? 'none', '-');
  row('answers lost (expected - stored)', lostAnswers, (b.expectedAnswers ?? 0) - (b.ackCodes.ok ?? 0));
  row(
    'memory per player (KiB, both nodes)',
    fmt(p.memoryPerPlayer / 1024),
    fmt(b.memoryPerPlayer / 1024),
    ratio(p.memoryPerPlayer, b.memoryPerPlayer),
  );
  row(
    'RSS before -> after join (MiB)',
    `${fmt(mb(p.rssBefore), 0)}->${fmt(mb(p.rssAfter), 0)}`,
    `${fmt(mb(b.rssBefore), 0)}->${fmt(mb(b.rssAfter), 0)}`,
  );
  const refused = Object.entries(p.ackCodes).filter(([k]) => k !== 'ok');
  if (refused.length) console.info(`  product answer refusals: ${refused.map(([k, v]) => `${k} x${v}`).join(', ')}`);
  if (p.join.failed)
    console.info(
      `  product join failures: ${Object.entries(p.join.errors)
        .map(([k, v]) => `${k} x${v}`)
        .join(', ')}`,
    );
  if (p.stored !== null && okAnswers !== p.stored) console.info(`  acked ok but not stored: ${okAnswers - p.stored}`);
  console.info(
    `  receipts ${p.receipts}, personal results ${p.results} (expected ${okAnswers} and ${p.join.joined * QUESTIONS})`,
  );
  if (!p.finished) console.info('  the product game did not reach the podium within the time limit');

  const problems = [];
  if (p.join.joined < p.n) problems.push(`only ${p.join.joined} of ${p.n} players could join`);
  if (!p.finished) problems.push('the game did not finish');
  if (lostAnswers > 0) problems.push(`${lostAnswers} answers lost`);
  if (p.lost > 0) problems.push(`${p.lost} broadcasts lost`);
  if (p.duplicated > 0) problems.push(`${p.duplicated} broadcasts duplicated`);
  if (!(qp99 <= 1.5 * bq99)) problems.push(`question broadcast p99 ${ratio(qp99, bq99)} the baseline (aim 1.5x)`);
  if (!(ap99 <= 1.5 * bap99)) problems.push(`answer ack p99 ${ratio(ap99, bap99)} the baseline (aim 1.5x)`);
  console.info(
    problems.length
      ? `  AIM NOT MET: ${problems.join('; ')}`
      : '  aim met: no lost answers, p99 within 1.5x of the baseline',
  );
  return problems.length === 0;
}

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
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
let allMet = true;
let failed = false;
try {
  await database.create();
  log(`database ${database.name} created; Redis prefix ${redisPrefix}; sizes ${SIZES.join(', ')}`);
  for (const n of SIZES) {
    const product = await runProduct(n);
    // The baseline gets as many clients as the product managed to seat, so both rooms are the same size.
    const baseline = await runBaseline(product.join.joined, product);
    allMet = printTable(product, baseline) && allMet;
  }
  console.info(
    '\nLatencies are measured on one machine with the clients, both servers, PostgreSQL and Redis sharing its cores;' +
      '\nbroadcast latency = receive time - the server time in the payload (question start for the product, send time for the baseline).',
  );
} catch (error) {
  failed = true;
  console.error(`\nArena benchmark failed: ${error.stack ?? error.message}`);
} finally {
  await cleanup();
}
// A missed aim is reported above; ARENA_BENCH_STRICT=1 also makes it the exit status (3).
process.exit(failed ? 1 : !allMet && process.env.ARENA_BENCH_STRICT === '1' ? 3 : 0);
