// Arena under load: N simulated players in one room, spread over two backend nodes that share one PostgreSQL and
// one Redis, beside a bare Socket.IO baseline (two processes on @socket.io/redis-adapter, same Redis) that does
// the transport's share of the same work: players connect and join a room, each join is told to the host alone
// and a coalesced roster to the room at most once a second, and the product's game broadcasts are replayed with
// the same sizes at the same moments. Prints one table per size (product, baseline, ratio, and whether each aim
// is met) and a Markdown summary of all sizes.
//   npm run bench:arena
//   ARENA_BENCH_SIZES=1000,5000,10000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   REDIS_URL=redis://127.0.0.1:6379 npm run bench:arena
// BENCH_DATABASE_URL names the server (and a database to connect to for CREATE/DROP); the benchmark creates a
// fresh database of its own on it and drops it at the end.
//
// Each client process holds N/4 sockets and each server node N/2, one file descriptor each: the benchmark raises
// every child's open-files limit to the hard limit and refuses to start when that is too low. For 10,000 players
// the default hard limit usually suffices; if it does not, raise it first (as root): `ulimit -n 65536`.
//
// Other settings (environment):
//   ARENA_BENCH_ONLY=product|baseline   run one side only (baseline alone replays a game of the usual shape)
//   ARENA_BENCH_BACKEND=<path>          another build's backend/dist/main.js to measure
//   ARENA_BENCH_NODE_ARGS='<flags>'     node flags for the product nodes, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p'
//   ARENA_BENCH_WORKERS (4), ARENA_BENCH_QUESTIONS (5), ARENA_BENCH_QUESTION_SECONDS (10),
//   ARENA_BENCH_PHASE_SECONDS (2), ARENA_BENCH_ANSWER_SPREAD_MS (5000), ARENA_BENCH_JOIN_TIMEOUT_MS (90000),
//   ARENA_BENCH_JOIN_CONCURRENCY (8 per client process), ARENA_BENCH_NODE_LOGS=1 (the servers' own logs),
//   ARENA_BENCH_STRICT=1 (a missed aim makes the exit status 3), ARENA_BENCH_DUMP_STATE=<dir> (each room
//   snapshot the product writes during the game, saved there as JSON).
//
// What it measures, per size, product beside baseline: join throughput (players admitted per second over the
// join phase, and when the 5,000th was admitted), question broadcast and answer ack latency, broadcasts lost /
// duplicated / out of order (by seq), answers stored (counted once arena_matches.ended_at is set, and again two
// seconds later), RSS growth per player over the join, server CPU per question (utime + stime of both nodes
// from /proc at each question broadcast and at the end) and per player per question, and the room's size in
// Redis (snapshot + log, sampled every second; its growth from question to question, in answers per player,
// says whether answers are kept in the state). The end prints a Markdown table of all sizes and whether CPU
// per player per question stays flat from the smallest size to the largest, and how long each step took.
// The machine is shared: each table says how many cores other work kept busy meanwhile, as timings depend on it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import {
  BenchDatabase,
  CLOCK_TICKS,
  cpuMs,
  deleteRedisKeys,
  fileLimits,
  nextMessage,
  percentile,
  postgresReachable,
  productNodeEnv,
  OtherLoad,
  Processes,
  redisReachable,
  RoomStateProbe,
  rssBytes,
  sleep,
  waitFor,
} from './arena-infra.mjs';
import { Client } from './http-load.mjs';

const benchStarted = performance.now();
const root = resolve(import.meta.dirname, '..');
const SIZES = (process.env.ARENA_BENCH_SIZES ?? '1000,5000').split(',').map(Number).filter(Boolean);
const ONLY = process.env.ARENA_BENCH_ONLY ?? '';
const WORKERS = Number(process.env.ARENA_BENCH_WORKERS ?? 4);
const QUESTIONS = Number(process.env.ARENA_BENCH_QUESTIONS ?? 5);
const QUESTION_SECONDS = Number(process.env.ARENA_BENCH_QUESTION_SECONDS ?? 10);
const PHASE_SECONDS = Number(process.env.ARENA_BENCH_PHASE_SECONDS ?? 2);
/** Players answer at a random moment in the first part of each question, as people do. */
const ANSWER_SPREAD_MS = Number(process.env.ARENA_BENCH_ANSWER_SPREAD_MS ?? 5000);
/** Joining is bounded: whoever has joined by then plays, and the table says how many did. */
const JOIN_TIMEOUT_MS = Number(process.env.ARENA_BENCH_JOIN_TIMEOUT_MS ?? 90_000);
const JOIN_CONCURRENCY = Number(process.env.ARENA_BENCH_JOIN_CONCURRENCY ?? 8);
// ARENA_BENCH_BACKEND: another build's backend/dist/main.js (e.g. an older or newer checkout) to measure instead.
const BACKEND_MAIN = resolve(process.env.ARENA_BENCH_BACKEND ?? join(root, 'backend/dist/main.js'));
/** Extra node flags for the product nodes only, e.g. ARENA_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const NODE_ARGS = (process.env.ARENA_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DUMP_STATE = process.env.ARENA_BENCH_DUMP_STATE;
if (DUMP_STATE) mkdirSync(DUMP_STATE, { recursive: true });
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { product: [3411, 3412], baseline: [3421, 3422] };
const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
const GAME_MS = (PHASE_SECONDS + QUESTIONS * (QUESTION_SECONDS + 2 * PHASE_SECONDS)) * 1000;
/** How long the finished game may take to be marked stored (arena_matches.ended_at) after the podium. */
const STORE_WAIT_MS = 30_000;

/** The issue's targets. */
const AIM = {
  broadcastP99: 1.5,
  ackP99: 2,
  joinRate: 0.5,
  joinFiveThousandSeconds: 30,
  memoryKiB: 30,
  memoryAt: 10_000,
  /** µs per player per question at the largest size over that at the smallest. */
  cpuLinear: 1.5,
  /**
   * How much the room in Redis (snapshot + log, at its largest in each question) may grow per question, in
   * answers per player (an answer's size = a logged command's): a room that keeps every answer grows by about
   * one per question; one that folds them into per-player totals and hands them to the database, by about none
   * (the log's rise and fall with compaction is the noise this leaves room for).
   */
  roomGrowthAnswers: 0.5,
};

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const redisPrefix = `arena-bench-${runId}:`;
const sessionSecret = randomBytes(32).toString('hex');
const processes = new Processes();
const database = new BenchDatabase(ADMIN_URL, `arena_bench_${runId}`);
const tempDirs = [];
/** How long each step took, per size: printed at the end. */
const timings = [];

const log = (...args) => console.error(`[arena-bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
const mb = (bytes) => bytes / 1024 / 1024;
const rssOf = (children) => children.reduce((sum, c) => sum + rssBytes(c.pid), 0);
const cpuOf = (children) => children.reduce((sum, c) => sum + cpuMs(c.pid), 0);
const secondsSince = (t) => (performance.now() - t) / 1000;

/** Times one step of one size's run. */
async function step(n, side, name, fn) {
  const t = performance.now();
  try {
    return await fn();
  } finally {
    timings.push({ n, side, name, seconds: secondsSince(t) });
  }
}

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

/** Every child gets the hard open-files limit; one socket is one descriptor, plus some for the rest. */
function checkFileLimits() {
  const largest = Math.max(...SIZES);
  const need = Math.max(Math.ceil(largest / WORKERS), Math.ceil(largest / 2)) + 1024;
  const [soft, hard] = fileLimits();
  if (!(hard >= need)) {
    console.error(
      `\nThe open-files limit is too low for ${largest} players: a server node holds ${Math.ceil(largest / 2)} sockets ` +
        `and a client process ${Math.ceil(largest / WORKERS)}, so each needs about ${need} descriptors; ` +
        `the hard limit is ${hard} (soft ${soft}).\n  Raise it first, e.g. (as root): ulimit -n 65536`,
    );
    process.exit(2);
  }
  log(`open-files limit for the children: ${hard} (soft ${soft} raised to it); about ${need} needed`);
}

/** One backend node of the product on the shared PostgreSQL and Redis. */
/** Both nodes share one key, as a real cluster must, or one could not open what the other sealed. */
const dataEncryptionKey = randomBytes(32).toString('hex');

async function startProductNode(port, seed) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-'));
  tempDirs.push(dataDir);
  const child = processes.node([...NODE_ARGS, BACKEND_MAIN], {
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

async function startBaselineNode(port, node) {
  const child = processes.node(
    [
      join(import.meta.dirname, 'arena-baseline-server.mjs'),
      String(port),
      REDIS_URL,
      `${redisPrefix}baseline`,
      String(node),
    ],
    { ipc: true },
  );
  await nextMessage(child, 'ready', 30_000);
  return child;
}

/** Waits for a worker's players to join; when the join time is up, stops it joining more and takes its count. */
async function joinedOrStopped(worker, count) {
  const done = nextMessage(worker, 'joined', JOIN_TIMEOUT_MS + 90_000);
  const timeUp = sleep(JOIN_TIMEOUT_MS).then(() => null);
  if ((await Promise.race([done, timeUp])) === null) worker.send({ type: 'stop-joining' });
  return done.catch((error) => ({
    joined: 0,
    failed: count,
    errors: { [error.message]: count },
    retries: 0,
    joinTimes: [],
    joinAckBytes: 0,
  }));
}

/**
 * Starts the client processes (with the raised open-files limit), waits until each is loaded, then gives each
 * its share of players at the same moment, alternating between the two nodes. The join phase is timed from
 * there to the last admission: connect + join, JOIN_CONCURRENCY in flight per process.
 */
async function joinPlayers(n, urls, pin) {
  const workers = Array.from({ length: WORKERS }, () =>
    processes.node([join(import.meta.dirname, 'arena-worker.mjs')], { ipc: true }),
  );
  await Promise.all(workers.map((w) => nextMessage(w, 'ready', 30_000)));
  const startedAt = Date.now();
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
        expectedSeqs: 256,
      });
      return joinedOrStopped(w, players.length);
    }),
  );
  const summary = {
    joined: 0,
    failed: 0,
    retries: 0,
    errors: {},
    seconds: secondsSince(started),
    joinAckBytes: 0,
    joinTimes: [],
    clientCpuMs: 0,
  };
  for (const j of joined) {
    summary.joined += j.joined;
    summary.failed += j.failed;
    summary.retries += j.retries;
    summary.clientCpuMs += j.cpuMs ?? 0;
    summary.joinAckBytes = Math.max(summary.joinAckBytes, j.joinAckBytes ?? 0);
    for (const t of j.joinTimes ?? []) summary.joinTimes.push((t - startedAt) / 1000);
    for (const [k, v] of Object.entries(j.errors)) summary.errors[k] = (summary.errors[k] ?? 0) + v;
  }
  summary.joinTimes.sort((a, b) => a - b);
  // The join phase ends with the last admission (a process reports a moment after it).
  if (summary.joinTimes.length) summary.seconds = summary.joinTimes.at(-1);
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

/**
 * CPU of the server processes at each question broadcast (as the host sees it) and at the end of the game:
 * CPU per question is (end - first question) / questions, so it covers answering, reveals, leaderboards and
 * the writes of each question.
 */
class CpuTimeline {
  constructor(nodes) {
    this.nodes = nodes;
    this.marks = [];
  }

  mark(label) {
    this.marks.push({ label, ms: cpuOf(this.nodes), t: Date.now() });
  }

  summary(players) {
    const questions = this.marks.filter((m) => m.label === 'question');
    const end = this.marks.find((m) => m.label === 'end');
    if (!questions.length || !end) return { perQuestionMs: Number.NaN, usPerPlayerQuestion: Number.NaN, each: [] };
    const points = [...questions, end];
    const each = points.slice(1).map((m, i) => m.ms - points[i].ms);
    const perQuestionMs = (end.ms - questions[0].ms) / questions.length;
    return { perQuestionMs, usPerPlayerQuestion: (perQuestionMs * 1000) / Math.max(1, players), each };
  }
}

/**
 * Samples the room's stored size (snapshot + log) once a second, labelled with the game's current step, so the
 * table can show it at the start, at its largest, per question, and at the end.
 */
class SnapshotSampler {
  constructor(roomId, n) {
    this.n = n;
    this.probe = new RoomStateProbe(REDIS_URL, redisPrefix, roomId);
    this.samples = [];
    this.label = 'lobby';
    this.busy = false;
    this.timer = setInterval(() => void this.sample(), 1000);
  }

  async sample(label = this.label, options = {}) {
    if (this.busy && !options.exact) return null;
    this.busy = true;
    try {
      const s = { ...(await this.probe.size(options)), label };
      if (!Number.isFinite(s.bytes)) return null;
      const previous = this.samples.at(-1);
      this.samples.push(s);
      // ARENA_BENCH_DUMP_STATE=<dir>: each snapshot the product writes, saved there to see what the state keeps.
      if (DUMP_STATE && s.stateBytes !== previous?.stateBytes) {
        const text = await this.probe.state();
        if (text) writeFileSync(join(DUMP_STATE, `state-${this.n}-${this.samples.length}-${label}.json`), text);
      }
      return s;
    } catch {
      return null;
    } finally {
      this.busy = false;
    }
  }

  async stop() {
    if (this.stopped) return null;
    this.stopped = true;
    clearInterval(this.timer);
    while (this.busy) await sleep(20);
    const last = await this.sample('end', { exact: true });
    this.probe.close();
    return last;
  }

  summary(players) {
    const per = (b) => b / Math.max(1, players);
    const questionOf = (label) => (label.startsWith('q') ? Number(label.slice(1)) : QUESTIONS - 1);
    const game = this.samples.filter((s) => s.label !== 'lobby');
    const lobby = this.samples.filter((s) => s.label === 'lobby').at(-1);
    const end = this.samples.filter((s) => s.label === 'end').at(-1);
    // Largest (state + log) seen in each question, and the snapshot each time it was rewritten (the log
    // compacted into it): the log rises and falls with compaction, the snapshot shows what the state keeps.
    const byQuestion = [];
    const rewrites = [];
    let previousState = lobby?.stateBytes;
    for (const s of game) {
      const q = questionOf(s.label);
      if (s.label.startsWith('q')) byQuestion[q] = Math.max(byQuestion[q] ?? 0, s.bytes);
      if (s.stateBytes !== previousState && s.stateBytes > 0) rewrites.push({ q, bytes: s.stateBytes, label: s.label });
      previousState = s.stateBytes;
    }
    // Growth per question: least-squares slope of each question's largest size, from the second question on
    // (the first starts from the lobby's room, with nothing of the game in it yet).
    const points = byQuestion.map((b, q) => [q, b]).filter(([q, b]) => q >= 1 && b !== undefined);
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    let slope = Number.NaN;
    if (points.length >= 2) {
      const mx = mean(points.map(([x]) => x));
      const my = mean(points.map(([, y]) => y));
      const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
      const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
      slope = sxy / sxx;
    }
    // A logged command's size (answers are most of the game's commands): the unit the growth is judged in.
    const entrySizes = game.filter((s) => s.logEntries > 0).map((s) => s.logBytes / s.logEntries);
    const answerBytes = entrySizes.length ? entrySizes.sort((a, b) => a - b)[entrySizes.length >> 1] : Number.NaN;
    const growthAnswers = per(slope) / answerBytes;
    const peak = game.reduce((m, s) => Math.max(m, s.bytes), 0);
    const peakLog = game.reduce((m, s) => Math.max(m, s.logBytes), 0);
    return {
      startPerPlayer: lobby ? per(lobby.bytes) : Number.NaN,
      peakPerPlayer: game.length ? per(peak) : Number.NaN,
      peakLogPerPlayer: game.length ? per(peakLog) : Number.NaN,
      endPerPlayer: end ? per(end.bytes) : Number.NaN,
      endStateBytes: end?.stateBytes ?? Number.NaN,
      endLogBytes: end?.logBytes ?? Number.NaN,
      byQuestionPerPlayer: byQuestion.map((b) => (b === undefined ? Number.NaN : per(b))),
      rewrites: rewrites.map((r) => ({ label: r.label, perPlayer: per(r.bytes) })),
      growthPerPlayer: per(slope),
      answerBytes,
      growthAnswers,
      // Answers folded into totals: the room is about as big in the last question as in the second.
      bounded: Number.isFinite(growthAnswers) ? growthAnswers <= AIM.roomGrowthAnswers : null,
      estimated: this.samples.some((s) => s.estimated),
    };
  }
}

/** Waits until the game is stored (ended_at set), counts its answers, and counts again to see nothing trickles. */
async function storedAnswers(roomId, onEnded) {
  const until = Date.now() + STORE_WAIT_MS;
  let ended = false;
  while (!ended && Date.now() < until) {
    ended =
      (await database.query('SELECT 1 FROM arena_matches WHERE id = $1 AND ended_at IS NOT NULL', [roomId])).length > 0;
    if (!ended) await sleep(250);
  }
  onEnded();
  const count = async () =>
    Number((await database.query('SELECT count(*) AS n FROM arena_answers WHERE match_id = $1', [roomId]))[0].n);
  const first = await count();
  const endedAt = Date.now();
  await sleep(2000);
  const second = await count();
  return { ended, stored: second, trickled: second - first, endedAt };
}

let databaseReady = false;

/** A node is settled once it uses under this share of a core (its boot work, such as the catalogue's, is done). */
const SETTLED_CORE_SHARE = 0.05;
const SETTLE_MAX_MS = Number(process.env.ARENA_BENCH_SETTLE_MAX_MS ?? 120_000);

/**
 * Waits until the product nodes are idle, two seconds in a row: what is measured is the Arena, not the work a
 * node does once after it starts (it fills a fresh database's starting catalogue: seconds of CPU in long
 * event-loop turns, which used to land in the join or the game by chance). Gives up after SETTLE_MAX_MS.
 */
async function settle(nodes) {
  const until = Date.now() + SETTLE_MAX_MS;
  let quiet = 0;
  let before = cpuOf(nodes);
  while (quiet < 2 && Date.now() < until) {
    await sleep(1000);
    const now = cpuOf(nodes);
    quiet = now - before < 1000 * SETTLED_CORE_SHARE * nodes.length ? quiet + 1 : 0;
    before = now;
  }
  if (quiet < 2) log(`product nodes still busy after ${SETTLE_MAX_MS / 1000} s: measuring anyway`);
}

/** The product: two nodes, an admin host on node 1, N players on both nodes, one game to the podium. */
async function runProduct(n) {
  log(`product, ${n} players: starting two backend nodes`);
  const nodes = await step(n, 'product', 'start two nodes', async () => {
    // The first start migrates the fresh database and seeds it, so node 2 waits for node 1; later sizes find
    // the schema in place and start both at once.
    if (databaseReady)
      return Promise.all([startProductNode(PORTS.product[0], true), startProductNode(PORTS.product[1], false)]);
    const started = [await startProductNode(PORTS.product[0], true)];
    started.push(await startProductNode(PORTS.product[1], false));
    databaseReady = true;
    return started;
  });
  await step(n, 'product', 'settle', () => settle(nodes));
  const urls = PORTS.product.map((p) => `http://127.0.0.1:${p}`);
  let workers = [];
  let host;
  let sampler;
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

    // The host watches every message: when each broadcast came (the baseline replays that timeline), how big
    // each was, the join news and the rosters. Its question broadcasts also mark the servers' CPU.
    const cpu = new CpuTimeline(nodes);
    const seen = [];
    const host$ = { joined: 0, left: 0, rosters: 0, rosterBytes: 0, joinedBytes: 0, leftBytes: 0 };
    let podium = null;
    const podiumSeen = new Promise((r) => (podium = r));
    host = io(urls[0], {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    host.on('arena:event', (envelope) => {
      const bytes = JSON.stringify(envelope).length;
      const event = envelope.event;
      if (event === 'arena:player-joined') {
        host$.joined += 1;
        host$.joinedBytes ||= bytes;
        return;
      }
      if (event === 'arena:player-left') {
        host$.left += 1;
        host$.leftBytes ||= bytes;
        return;
      }
      if (event === 'arena:roster') {
        host$.rosters += 1;
        host$.rosterBytes = bytes;
        host$.rosterCount = envelope.payload?.playerCount;
        return;
      }
      seen.push({ event, bytes, t: Date.now(), payload: envelope.payload });
      if (event === 'arena:question') {
        cpu.mark('question');
        if (sampler) sampler.label = `q${envelope.payload.questionIndex}`;
      }
      if (event === 'arena:podium') {
        if (sampler) sampler.label = 'podium';
        podium(envelope.payload.seq);
      }
    });
    const hostJoin = await host.timeout(30_000).emitWithAck('arena:join', { pin });
    if (!hostJoin.ok) throw new Error(`host could not join: ${JSON.stringify(hostJoin)}`);

    sampler = new SnapshotSampler(roomId, n);
    await sleep(1500);
    const rssBefore = rssOf(nodes);
    const cpuBeforeJoin = cpuOf(nodes);
    const otherLoad = new OtherLoad(nodes.map((c) => c.pid));
    const loadAtJoin = loadavg()[0];
    log(`product, ${n} players: joining (${WORKERS} workers, ${JOIN_CONCURRENCY} joins in flight each)`);
    const joining = await step(n, 'product', 'join', () => joinPlayers(n, urls, pin));
    workers = joining.workers;
    const joinSummary = joining.summary;
    const joinCpuMs = cpuOf(nodes) - cpuBeforeJoin;
    log(
      `product: ${joinSummary.joined}/${n} joined in ${joinSummary.seconds.toFixed(1)} s (${joinSummary.retries} retries)`,
      joinSummary.failed ? joinSummary.errors : '',
    );
    await sleep(3000);
    const rssAfter = rssOf(nodes);
    await sampler.sample('lobby');

    const gameStarted = performance.now();
    const started = await host.timeout(30_000).emitWithAck('arena:host', { roomId, action: 'start' });
    if (!started.ok) throw new Error(`game did not start: ${JSON.stringify(started)}`);
    const startSeen = seen.length;
    log(`product: game started, up to ${Math.round(GAME_MS / 1000)} s`);
    const finalSeq = await Promise.race([podiumSeen, sleep(GAME_MS + 90_000).then(() => null)]);
    if (finalSeq === null) log('product: no podium within the time limit; counting what arrived');
    timings.push({ n, side: 'product', name: 'game', seconds: secondsSince(gameStarted) });
    const storing = performance.now();
    // The finished game: the match row gets ended_at once stored (answers are written as the game goes).
    const store = await storedAnswers(roomId, () => cpu.mark('end'));
    timings.push({ n, side: 'product', name: 'stored + checked', seconds: secondsSince(storing) });
    if (!store.ended) log(`product: the match was not marked ended within ${STORE_WAIT_MS / 1000} s`);
    const lastSeq = finalSeq ?? Math.max(0, ...seen.map((s) => s.payload.seq ?? 0));
    const otherCores = otherLoad.cores([...nodes, ...workers].map((c) => c.pid));
    const result = await collectReports(workers, lastSeq);
    await sampler.stop();
    const snapshot = sampler.summary(joinSummary.joined);

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
      joinCpuMs,
      loadAtJoin,
      otherCores,
      finished: finalSeq !== null,
      finalSeq: lastSeq,
      stored: store.stored,
      storeEnded: store.ended,
      trickled: store.trickled,
      memoryPerPlayer: (rssAfter - rssBefore) / Math.max(1, joinSummary.joined),
      rssBefore,
      rssAfter,
      cpu: cpu.summary(joinSummary.joined),
      snapshot,
      host: host$,
      schedule,
      sizes: {
        joined: host$.joinedBytes || 120,
        left: host$.leftBytes || host$.joinedBytes || 110,
        // The product's roster as its host saw it (counts only in big rooms); estimated when none came.
        roster: host$.rosterBytes || rosterEstimate(roomId, joinSummary.joined),
        rosterObserved: host$.rosterBytes > 0,
        ack: result.ackBytes || 60,
        question: sizeOf('arena:question'),
      },
      ...result,
    };
  } finally {
    if (sampler) await sampler.stop().catch(() => undefined);
    host?.disconnect();
    await closeWorkers(workers);
    for (const node of nodes) await processes.stop(node);
  }
}

/** The envelope `arena:roster` would be in a room this big (counts only, no list), when the product sent none. */
function rosterEstimate(roomId, players) {
  return JSON.stringify({
    roomId,
    event: 'arena:roster',
    payload: { playerCount: players, connectedCount: players, players: null },
  }).length;
}

/**
 * The game the baseline replays when the product did not run (ARENA_BENCH_ONLY=baseline): the product's shape
 * (countdown, then per question: question, reveal, leaderboard; the podium after the last reveal) with the
 * envelope sizes a product run of 1,000 players showed.
 */
function syntheticGame() {
  const schedule = [{ event: 'arena:countdown', bytes: 130, at: 0 }];
  let at = PHASE_SECONDS * 1000;
  for (let q = 0; q < QUESTIONS; q += 1) {
    schedule.push({ event: 'arena:question', bytes: 358, at, questionIndex: q });
    at += QUESTION_SECONDS * 1000;
    schedule.push({ event: 'arena:reveal', bytes: 330, at });
    at += PHASE_SECONDS * 1000;
    if (q < QUESTIONS - 1) {
      schedule.push({ event: 'arena:leaderboard', bytes: 1100, at });
      at += PHASE_SECONDS * 1000;
    }
  }
  schedule.push({ event: 'arena:podium', bytes: 1100, at, last: true });
  return {
    schedule,
    sizes: { joined: 227, left: 150, roster: 130, rosterObserved: false, ack: 47, question: 358 },
  };
}

/** The baseline: the same N clients on two bare Socket.IO processes, the product's broadcasts replayed. */
async function runBaseline(n, product) {
  log(`baseline, ${n} clients: starting two bare Socket.IO servers`);
  const nodes = await step(n, 'baseline', 'start two nodes', async () => [
    await startBaselineNode(PORTS.baseline[0], 1),
    await startBaselineNode(PORTS.baseline[1], 2),
  ]);
  const urls = PORTS.baseline.map((p) => `http://127.0.0.1:${p}`);
  const { schedule: productSchedule, sizes } = product?.schedule?.length ? product : syntheticGame();
  let workers = [];
  let host;
  try {
    for (const node of nodes) node.send({ type: 'sizes', sizes });
    // The baseline's host, on node 1 like the product's: the join news and every broadcast come to it.
    const cpu = new CpuTimeline(nodes);
    const host$ = { joined: 0, left: 0, rosters: 0, rosterBytes: 0 };
    host = io(urls[0], { transports: ['websocket'], reconnection: false, forceNew: true });
    host.on('arena:event', (envelope) => {
      if (envelope.event === 'arena:player-joined') host$.joined += 1;
      else if (envelope.event === 'arena:player-left') host$.left += 1;
      else if (envelope.event === 'arena:roster') {
        host$.rosters += 1;
        host$.rosterBytes = JSON.stringify(envelope).length;
        host$.rosterCount = envelope.payload?.playerCount;
      } else if (envelope.event === 'arena:question') cpu.mark('question');
    });
    const hostJoin = await host.timeout(30_000).emitWithAck('arena:join', { host: true });
    if (!hostJoin?.ok) throw new Error('baseline host could not join');
    await sleep(1500);
    const rssBefore = rssOf(nodes);
    const cpuBeforeJoin = cpuOf(nodes);
    const otherLoad = new OtherLoad(nodes.map((c) => c.pid));
    const loadAtJoin = loadavg()[0];
    const joining = await step(n, 'baseline', 'join', () => joinPlayers(n, urls, '000000'));
    workers = joining.workers;
    const joinSummary = joining.summary;
    const joinCpuMs = cpuOf(nodes) - cpuBeforeJoin;
    log(`baseline: ${joinSummary.joined}/${n} joined in ${joinSummary.seconds.toFixed(1)} s`);
    await sleep(3000);
    const rssAfter = rssOf(nodes);
    const schedule = productSchedule.length
      ? productSchedule
      : [{ event: 'arena:podium', bytes: 100, at: 0, last: true }];
    const gameStarted = performance.now();
    nodes[0].send({ type: 'play', schedule });
    const played = await nextMessage(nodes[0], 'played', (schedule.at(-1).at ?? 0) + 60_000);
    cpu.mark('end');
    timings.push({ n, side: 'baseline', name: 'game', seconds: secondsSince(gameStarted) });
    await sleep(3000);
    const otherCores = otherLoad.cores([...nodes, ...workers].map((c) => c.pid));
    const result = await collectReports(workers, played.finalSeq);
    return {
      n,
      join: joinSummary,
      joinCpuMs,
      loadAtJoin,
      otherCores,
      finished: true,
      memoryPerPlayer: (rssAfter - rssBefore) / Math.max(1, joinSummary.joined),
      rssBefore,
      rssAfter,
      cpu: cpu.summary(joinSummary.joined),
      host: host$,
      sizes,
      ...result,
    };
  } finally {
    host?.disconnect();
    await closeWorkers(workers);
    for (const node of nodes) {
      if (node.connected) node.send({ type: 'stop' });
      await processes.stop(node, 3000);
    }
  }
}

const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const int = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-GB') : 'n/a');
const ratioOf = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN);
const ratio = (a, b) => (Number.isFinite(ratioOf(a, b)) ? `${ratioOf(a, b).toFixed(2)}x` : 'n/a');

/** The numbers each table and the summary need, from one side's run (null when that side did not run). */
function measures(r) {
  if (!r) return null;
  const joined = r.join.joined;
  return {
    n: r.n,
    joined,
    joinSeconds: r.join.seconds,
    joinRate: joined / Math.max(0.001, r.join.seconds),
    fiveThousandSeconds: r.join.joinTimes.length >= 5000 ? r.join.joinTimes[4999] : Number.NaN,
    joinCpuUs: (r.joinCpuMs * 1000) / Math.max(1, joined),
    clientJoinCpuUs: (r.join.clientCpuMs * 1000) / Math.max(1, joined),
    joinAckBytes: r.join.joinAckBytes,
    q50: percentile(r.questionLatencies, 50),
    q99: percentile(r.questionLatencies, 99),
    a50: percentile(r.ackLatencies, 50),
    a99: percentile(r.ackLatencies, 99),
    memoryKiB: r.memoryPerPlayer / 1024,
    cpuPerQuestionMs: r.cpu.perQuestionMs,
    cpuUs: r.cpu.usPerPlayerQuestion,
    ok: r.ackCodes.ok ?? 0,
    lostAnswers: r.stored === undefined ? r.expectedAnswers - (r.ackCodes.ok ?? 0) : r.expectedAnswers - r.stored,
    rostersPerPlayer: (r.rosters ?? 0) / Math.max(1, joined),
  };
}

/** A sample's label as the table names it: q0 is the first question. */
const questionName = (label) => (label.startsWith('q') ? `Q${Number(label.slice(1)) + 1}` : label);

/** Prints one size's table (either side may be missing) and returns the aims missed, as text. */
function printTable(p, b) {
  const P = measures(p);
  const B = measures(b);
  const n = p?.n ?? b.n;
  const val = (side, f) => (side ? f(side) : '-');
  const row = (name, prod, base, r = '') =>
    console.info(
      `  ${name.padEnd(40)} ${String(prod).padStart(15)} ${String(base).padStart(15)} ${String(r).padStart(9)}`,
    );
  const sizes = p?.sizes ?? b.sizes;
  console.info(
    `\nArena, ${n} players in one room over two nodes (one PostgreSQL, one Redis), ${WORKERS} client processes`,
  );
  console.info(
    `  game: ${QUESTIONS} questions x ${QUESTION_SECONDS} s, ${PHASE_SECONDS} s countdown/reveal/leaderboard, answers spread over ${ANSWER_SPREAD_MS / 1000} s; joins: connect + join, ${JOIN_CONCURRENCY} in flight per client process, ${JOIN_TIMEOUT_MS / 1000} s window`,
  );
  console.info(
    `  envelopes: question ${sizes.question ?? 'n/a'} B, player-joined ${sizes.joined} B (to the host), roster ${sizes.roster} B${sizes.rosterObserved ? '' : ' (estimated: the product sent none)'}, answer ack ${sizes.ack} B`,
  );
  console.info(
    "  baseline = bare Socket.IO 4.8.3 + redis-adapter: joins told to its host only, a roster to the room at most once a second, the product's broadcasts replayed at the same sizes and moments\n",
  );
  row('measure', 'product', 'baseline', 'ratio');
  // Other work on the machine skews every timing: this says how busy it was when each side began.
  row(
    `other work on the machine (cores of ${availableParallelism()}, join+game)`,
    val(p, (x) => fmt(x.otherCores, 2)),
    val(b, (x) => fmt(x.otherCores, 2)),
  );
  row(
    'machine load average before join (1 min)',
    val(p, (x) => fmt(x.loadAtJoin, 2)),
    val(b, (x) => fmt(x.loadAtJoin, 2)),
  );
  row(
    'players joined',
    val(P, (x) => `${x.joined}/${x.n}`),
    val(B, (x) => `${x.joined}/${x.n}`),
  );
  row(
    'join phase (s)',
    val(P, (x) => fmt(x.joinSeconds)),
    val(B, (x) => fmt(x.joinSeconds)),
  );
  row(
    'join throughput (players/s, cluster)',
    val(P, (x) => fmt(x.joinRate, 0)),
    val(B, (x) => fmt(x.joinRate, 0)),
    ratio(P?.joinRate, B?.joinRate),
  );
  if (n >= 5000)
    row(
      '5,000th player admitted after (s)',
      val(P, (x) => fmt(x.fiveThousandSeconds)),
      val(B, (x) => fmt(x.fiveThousandSeconds)),
    );
  row(
    'server CPU per join (µs, both nodes)',
    val(P, (x) => fmt(x.joinCpuUs, 0)),
    val(B, (x) => fmt(x.joinCpuUs, 0)),
    ratio(P?.joinCpuUs, B?.joinCpuUs),
  );
  row(
    'client CPU per join (µs, all clients)',
    val(P, (x) => fmt(x.clientJoinCpuUs, 0)),
    val(B, (x) => fmt(x.clientJoinCpuUs, 0)),
  );
  row(
    'join ack (B, largest sampled)',
    val(P, (x) => x.joinAckBytes),
    val(B, (x) => x.joinAckBytes),
  );
  row(
    'host: player-joined received',
    val(p, (x) => x.host.joined),
    val(b, (x) => x.host.joined),
  );
  row(
    'host: rosters received',
    val(p, (x) => x.host.rosters),
    val(b, (x) => x.host.rosters),
  );
  row(
    'host: last roster playerCount',
    val(p, (x) => x.host.rosterCount ?? '-'),
    val(b, (x) => x.host.rosterCount ?? '-'),
  );
  row(
    'rosters per player (mean)',
    val(P, (x) => fmt(x.rostersPerPlayer)),
    val(B, (x) => fmt(x.rostersPerPlayer)),
  );
  row(
    'question broadcast p50 (ms)',
    val(P, (x) => fmt(x.q50)),
    val(B, (x) => fmt(x.q50)),
    ratio(P?.q50, B?.q50),
  );
  row(
    'question broadcast p99 (ms)',
    val(P, (x) => fmt(x.q99)),
    val(B, (x) => fmt(x.q99)),
    ratio(P?.q99, B?.q99),
  );
  row(
    'questions received',
    val(p, (x) => `${x.questionLatencies.length}/${x.join.joined * QUESTIONS}`),
    val(b, (x) => `${x.questionLatencies.length}/${x.join.joined * QUESTIONS}`),
  );
  row(
    'answer ack p50 (ms)',
    val(P, (x) => fmt(x.a50)),
    val(B, (x) => fmt(x.a50)),
    ratio(P?.a50, B?.a50),
  );
  row(
    'answer ack p99 (ms)',
    val(P, (x) => fmt(x.a99)),
    val(B, (x) => fmt(x.a99)),
    ratio(P?.a99, B?.a99),
  );
  row(
    'broadcasts lost (gaps in seq)',
    val(p, (x) => x.lost),
    val(b, (x) => x.lost),
  );
  row(
    '  players with a gap',
    val(p, (x) => x.playersWithGaps),
    val(b, (x) => x.playersWithGaps),
  );
  row(
    'broadcasts duplicated',
    val(p, (x) => x.duplicated),
    val(b, (x) => x.duplicated),
  );
  row(
    'broadcasts out of order',
    val(p, (x) => x.outOfOrder),
    val(b, (x) => x.outOfOrder),
  );
  row(
    'socket disconnects during run',
    val(p, (x) => x.disconnects),
    val(b, (x) => x.disconnects),
  );
  row(
    'answers expected / sent',
    val(p, (x) => `${x.expectedAnswers}/${x.answersSent}`),
    val(b, (x) => `${x.expectedAnswers}/${x.answersSent}`),
  );
  row(
    'answers acked ok',
    val(P, (x) => x.ok),
    val(B, (x) => x.ok),
  );
  row(
    'answers stored (arena_answers)',
    val(p, (x) => (x.storeEnded ? x.stored : `${x.stored} (not ended)`)),
    '-',
  );
  row(
    'answers lost (expected - stored)',
    val(P, (x) => x.lostAnswers),
    val(B, (x) => x.lostAnswers),
  );
  row(
    'memory per player (KiB, both nodes)',
    val(P, (x) => fmt(x.memoryKiB)),
    val(B, (x) => fmt(x.memoryKiB)),
    ratio(P?.memoryKiB, B?.memoryKiB),
  );
  row(
    'RSS before -> after join (MiB)',
    val(p, (x) => `${fmt(mb(x.rssBefore), 0)}->${fmt(mb(x.rssAfter), 0)}`),
    val(b, (x) => `${fmt(mb(x.rssBefore), 0)}->${fmt(mb(x.rssAfter), 0)}`),
  );
  row(
    'server CPU per question (ms, both nodes)',
    val(P, (x) => fmt(x.cpuPerQuestionMs, 0)),
    val(B, (x) => fmt(x.cpuPerQuestionMs, 0)),
    ratio(P?.cpuPerQuestionMs, B?.cpuPerQuestionMs),
  );
  row(
    'CPU per player per question (µs)',
    val(P, (x) => fmt(x.cpuUs, 0)),
    val(B, (x) => fmt(x.cpuUs, 0)),
    ratio(P?.cpuUs, B?.cpuUs),
  );
  if (p) {
    const s = p.snapshot;
    row('room in Redis, lobby (B/player)', fmt(s.startPerPlayer, 0), '-');
    row('room in Redis, largest in game (B/player)', fmt(s.peakPerPlayer, 0), '-');
    row('room in Redis, after the game (B/player)', fmt(s.endPerPlayer, 0), '-');
    row('  of which log, largest in game (B/player)', fmt(s.peakLogPerPlayer, 0), '-');
    row('room growth per question (B/player)', fmt(s.growthPerPlayer, 1), '-');
    row('  in answers per player (answer = logged command)', fmt(s.growthAnswers, 2), '-');
    console.info(
      `  room in Redis (state + log), largest per question, B/player: ${s.byQuestionPerPlayer.map((v) => fmt(v, 0)).join(', ') || 'n/a'}`,
    );
    console.info(
      `  snapshot (state) when rewritten, B/player: ${s.rewrites.map((r) => `${questionName(r.label)} ${fmt(r.perPlayer, 0)}`).join(', ') || 'never during the game'}` +
        `; after the game: state ${int(s.endStateBytes)} B + log ${int(s.endLogBytes)} B` +
        `${s.estimated ? ' (logs over 400 entries sampled: first and last 100 entries x length)' : ''}`,
    );
    console.info(`  CPU per question (ms, both nodes): ${p.cpu.each.map((v) => fmt(v, 0)).join(', ') || 'n/a'}`);
    const refused = Object.entries(p.ackCodes).filter(([k]) => k !== 'ok');
    if (refused.length) console.info(`  product answer refusals: ${refused.map(([k, v]) => `${k} x${v}`).join(', ')}`);
    if (p.join.failed)
      console.info(
        `  product join failures: ${Object.entries(p.join.errors)
          .map(([k, v]) => `${k} x${v}`)
          .join(', ')}`,
      );
    if (P.ok !== p.stored) console.info(`  acked ok but not stored: ${P.ok - p.stored}`);
    if (p.trickled) console.info(`  ${p.trickled} answers were stored after the match was marked ended`);
    console.info(
      // A receipt goes to a player's other tabs (the answering one has its ack); each bench player has one tab.
      `  receipts ${p.receipts}, personal results ${p.results} (expected 0 and ${p.join.joined * QUESTIONS})`,
    );
    if (!p.finished) console.info('  the product game did not reach the podium within the time limit');
  }
  if (b?.join.failed)
    console.info(
      `  baseline join failures: ${Object.entries(b.join.errors)
        .map(([k, v]) => `${k} x${v}`)
        .join(', ')}`,
    );

  // The aims, one line each.
  const aims = [];
  const aim = (name, met, detail, short) => {
    aims.push({ name, met, short });
    console.info(`  ${met === null ? 'AIM n/a ' : met ? 'aim met ' : 'AIM MISSED'} ${name}: ${detail}`);
  };
  console.info('');
  if (p) {
    const problems = [];
    if (P.joined < p.n) problems.push(`only ${P.joined} of ${p.n} joined`);
    if (!p.finished) problems.push('no podium');
    if (!p.storeEnded) problems.push('match not marked ended');
    if (P.lostAnswers !== 0) problems.push(`${P.lostAnswers} answers not stored`);
    if (p.trickled) problems.push(`${p.trickled} answers stored late`);
    if (p.lost) problems.push(`${p.lost} broadcasts lost`);
    if (p.duplicated) problems.push(`${p.duplicated} duplicated`);
    if (p.outOfOrder) problems.push(`${p.outOfOrder} out of order`);
    aim(
      'everyone plays',
      problems.length === 0,
      problems.length ? problems.join('; ') : `${P.joined} joined, every answer stored, 0 lost/duplicated/out of order`,
      'players',
    );
    const joinOk = B ? P.joinRate >= AIM.joinRate * B.joinRate : null;
    aim(
      `join throughput >= ${AIM.joinRate}x the baseline`,
      joinOk,
      `${fmt(P.joinRate, 0)} vs ${B ? fmt(B.joinRate, 0) : '-'} players/s (${ratio(P.joinRate, B?.joinRate)})`,
      'join rate',
    );
    if (n >= 5000)
      aim(
        `5,000 players joined in under ${AIM.joinFiveThousandSeconds} s`,
        P.fiveThousandSeconds < AIM.joinFiveThousandSeconds,
        Number.isFinite(P.fiveThousandSeconds) ? `${fmt(P.fiveThousandSeconds)} s` : 'fewer than 5,000 joined',
        '5,000 in 30 s',
      );
    aim(
      `question broadcast p99 <= ${AIM.broadcastP99}x`,
      B ? P.q99 <= AIM.broadcastP99 * B.q99 : null,
      `${fmt(P.q99)} vs ${B ? fmt(B.q99) : '-'} ms (${ratio(P.q99, B?.q99)})`,
      'broadcast p99',
    );
    aim(
      `answer ack p99 <= ${AIM.ackP99}x`,
      B ? P.a99 <= AIM.ackP99 * B.a99 : null,
      `${fmt(P.a99)} vs ${B ? fmt(B.a99) : '-'} ms (${ratio(P.a99, B?.a99)})`,
      'ack p99',
    );
    aim(
      `memory per player <= ${AIM.memoryKiB} KiB at ${AIM.memoryAt.toLocaleString('en-GB')}`,
      n >= AIM.memoryAt ? P.memoryKiB <= AIM.memoryKiB : null,
      `${fmt(P.memoryKiB)} KiB${n >= AIM.memoryAt ? '' : ` (judged at ${AIM.memoryAt.toLocaleString('en-GB')})`}`,
      'memory',
    );
    aim(
      `room snapshot bounded (grows <= ${AIM.roomGrowthAnswers} answer per player per question)`,
      p.snapshot.bounded,
      Number.isFinite(p.snapshot.growthAnswers)
        ? `${fmt(p.snapshot.growthPerPlayer, 1)} B/player per question = ${fmt(p.snapshot.growthAnswers, 2)} answers of ${fmt(p.snapshot.answerBytes, 0)} B; state + log ${fmt(p.snapshot.peakPerPlayer, 0)} B/player at most`
        : `not enough samples to tell (questions sampled or a log to size answers by); state + log ${fmt(p.snapshot.peakPerPlayer, 0)} B/player at most`,
      'snapshot',
    );
    console.info(
      `  (CPU linear in players is judged across sizes, in the summary: ${fmt(P.cpuUs, 0)} µs per player per question here)`,
    );
  } else {
    console.info('  product not run (ARENA_BENCH_ONLY=baseline): no aims judged');
  }
  return aims;
}

/** The cross-size summary, as Markdown, and the CPU-linearity aim. */
function printSummary(results) {
  const rows = results.map(({ product, baseline, aims }) => ({
    n: (product ?? baseline).n,
    P: measures(product),
    B: measures(baseline),
    p: product,
    aims,
  }));
  const cell = (side, f) => (side ? f(side) : '-');
  console.info(
    `\n### Arena benchmark, all sizes (${QUESTIONS} questions x ${QUESTION_SECONDS} s, two nodes, this machine)\n`,
  );
  console.info(
    '| players | joined | join/s product / baseline (ratio) | 5,000th joined after (s) | question p99 ms (ratio) | answer ack p99 ms (ratio) | memory KiB/player (ratio) | CPU µs/player/question | room in Redis B/player (largest; growth per question, answers) | lost / dup / out of order | answers stored | aims missed |',
  );
  console.info('|---:|---:|---|---|---|---|---|---|---|---|---:|---|');
  for (const { n, P, B, p, aims } of rows) {
    const missed = aims.filter((a) => a.met === false).map((a) => a.short);
    const both = (f, digits = 1) => `${cell(P, (x) => fmt(f(x), digits))} / ${cell(B, (x) => fmt(f(x), digits))}`;
    console.info(
      `| ${n.toLocaleString('en-GB')} | ${cell(P ?? B, (x) => x.joined.toLocaleString('en-GB'))} | ${both((x) => x.joinRate, 0)} (${ratio(P?.joinRate, B?.joinRate)}) | ` +
        `${n >= 5000 ? both((x) => x.fiveThousandSeconds) : '-'} | ${both((x) => x.q99)} (${ratio(P?.q99, B?.q99)}) | ` +
        `${both((x) => x.a99)} (${ratio(P?.a99, B?.a99)}) | ${both((x) => x.memoryKiB)} (${ratio(P?.memoryKiB, B?.memoryKiB)}) | ` +
        `${both((x) => x.cpuUs, 0)} | ${p ? `${fmt(p.snapshot.peakPerPlayer, 0)}; ${fmt(p.snapshot.growthAnswers, 2)}` : '-'} | ` +
        `${p ? `${p.lost} / ${p.duplicated} / ${p.outOfOrder}` : '-'} | ${p ? `${p.stored}/${p.expectedAnswers}` : '-'} | ${p ? missed.join(', ') || 'none' : '-'} |`,
    );
  }
  console.info(
    `\nPairs are product / baseline. Targets: every player joined and every answer stored with 0 broadcasts lost, duplicated or out of order; ` +
      `join throughput >= ${AIM.joinRate}x the baseline and the 5,000th player in under ${AIM.joinFiveThousandSeconds} s; question broadcast p99 <= ${AIM.broadcastP99}x; ` +
      `answer ack p99 <= ${AIM.ackP99}x; memory <= ${AIM.memoryKiB} KiB per player at ${AIM.memoryAt.toLocaleString('en-GB')}; room snapshot in Redis not growing with questions ` +
      `(<= ${AIM.roomGrowthAnswers} answer per player per question); CPU per player per question at the largest size <= ${AIM.cpuLinear}x that at the smallest.`,
  );
  const aims = [];
  if (rows.length >= 2) {
    const sorted = [...rows].sort((a, b) => a.n - b.n);
    const small = sorted[0];
    const large = sorted.at(-1);
    const line = (side) =>
      sorted.map((r) => `${fmt(r[side]?.cpuUs, 0)} µs at ${r.n.toLocaleString('en-GB')}`).join(', ');
    console.info('');
    if (small.P) {
      const growth = ratioOf(large.P?.cpuUs, small.P?.cpuUs);
      const met = growth <= AIM.cpuLinear;
      aims.push({ name: 'CPU linear', met });
      console.info(
        `${met ? 'aim met ' : 'AIM MISSED'} CPU per question linear in players (µs per player per question, largest/smallest size <= ${AIM.cpuLinear}x): product ${line('P')}; ${fmt(growth, 2)}x`,
      );
    }
    if (small.B)
      console.info(
        `baseline CPU per player per question, for reference: ${line('B')}; ${ratio(large.B?.cpuUs, small.B?.cpuUs)}`,
      );
  }
  return aims;
}

function printTimings() {
  console.info('\nTime taken (s):');
  for (const n of SIZES) {
    const parts = timings.filter((t) => t.n === n).map((t) => `${t.side} ${t.name} ${fmt(t.seconds)}`);
    const total = timings.filter((t) => t.n === n && t.name === 'size total')[0];
    if (parts.length)
      console.info(
        `  ${n}: ${parts.filter((x) => !x.includes('size total')).join(', ')}${total ? `; all ${fmt(total.seconds)}` : ''}`,
      );
  }
  const total = secondsSince(benchStarted);
  console.info(
    `Total wall time: ${fmt(total, 0)} s (${fmt(total / 60, 1)} min${total <= 15 * 60 ? ', within' : ', OVER'} the 15 min budget)`,
  );
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

if (ONLY && !['product', 'baseline'].includes(ONLY)) {
  console.error(`ARENA_BENCH_ONLY must be product or baseline, not ${ONLY}`);
  process.exit(2);
}
await checkServices();
checkFileLimits();
let allMet = true;
let failed = false;
const results = [];
try {
  await database.create();
  log(
    `database ${database.name} created; Redis prefix ${redisPrefix}; sizes ${SIZES.join(', ')}${ONLY ? `; ${ONLY} only` : ''}; CPU clock ${CLOCK_TICKS} ticks/s`,
  );
  for (const n of SIZES) {
    const sizeStarted = performance.now();
    const product = ONLY === 'baseline' ? null : await runProduct(n);
    // The baseline gets as many clients as the product managed to seat, so both rooms are the same size.
    const baseline = ONLY === 'product' ? null : await runBaseline(product?.join.joined ?? n, product);
    timings.push({ n, side: '', name: 'size total', seconds: secondsSince(sizeStarted) });
    const aims = printTable(product, baseline);
    results.push({ product, baseline, aims });
    if (aims.some((a) => a.met === false)) allMet = false;
  }
  const aims = printSummary(results);
  if (aims.some((a) => a.met === false)) allMet = false;
  console.info(
    '\nLatencies are measured on one machine with the clients, both servers, PostgreSQL and Redis sharing its cores;' +
      '\nbroadcast latency = receive time - the server time in the payload (question start for the product, send time for the baseline);' +
      '\nCPU = utime + stime of both server processes from /proc, from the first question broadcast to the stored game (product) or the last replayed broadcast (baseline).',
  );
  printTimings();
} catch (error) {
  failed = true;
  console.error(`\nArena benchmark failed: ${error.stack ?? error.message}`);
  printTimings();
} finally {
  await cleanup();
}
// A missed aim is reported above; ARENA_BENCH_STRICT=1 also makes it the exit status (3).
process.exit(failed ? 1 : !allMet && process.env.ARENA_BENCH_STRICT === '1' ? 3 : 0);
