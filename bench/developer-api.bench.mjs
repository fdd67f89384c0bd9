// Developer API benchmark (issue 15 §4): requests per second and latency of GET /v1/questions?amount=10 and of the
// Open Trivia DB surface's GET /api.php?amount=10, each beside a bare Fastify route answering the same bytes in the
// same run (target: at least 0.6 of it), and the rate limiter's added latency (the API's per-minute and per-day
// consume, as the key guard runs it, timed in-process on the same limiter the server uses).
//   npm run bench:developer-api                 (embedded PGlite, in-process limiter)
//   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… npm run bench:developer-api
//   BENCH_REQUESTS=3000 BENCH_ROUNDS=9 BENCH_WARM_UP=6000 BENCH_CONCURRENCY=32 BENCH_PORT=3224 BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p'
// Each case runs in rounds, the product and its baseline one after the other in every round, and the ratio printed is
// the median of the rounds' ratios: this machine's speed drifts by a third within minutes, which one long run of
// each would put into the ratio.
// Both servers send the same bytes: requests ask for no compression (the product would otherwise gzip each answer,
// which the bare route does not), and timing starts once the product is idle after its start-up work (it fills a
// fresh database's starting catalogue, seconds of CPU that would otherwise land in whichever case ran then).
// No limit is lifted for /v1: the keys are API Free keys made through the real endpoints, each called at most
// its tier's minute budget, so every request goes through the real limiter, usage counting and headers.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs, waitFor } from './arena-infra.mjs';
import { Client, load } from './http-load.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(resolve(root, 'backend/package.json'));
const dist = (path) => require(resolve(root, 'backend/dist', path));
const { API_TIERS } = require('@trivia/contracts');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/**
 * Requests to each path of both servers before timing. The product's code reaches its steady speed only after some
 * thousands of calls (V8 optimises its many functions in tiers; even its robots.txt costs three times as much in the
 * first thousand calls as after ten thousand), where a long-running server spends its life; the bare route gets the same.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 6000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LIMITER_CALLS = Number(process.env.BENCH_LIMITER_CALLS ?? 20_000);
const PRODUCT_PORT = Number(process.env.BENCH_PORT ?? 3224);
const BASELINE_PORT = PRODUCT_PORT + 1;
const TIER = API_TIERS['api-free'];
const PER_KEY = TIER.limits.requestsPerMinute;
const KEYS_PER_MEMBER = TIER.limits.keys;
// Site-side budgets the set-up itself would trip (sign-ups and key creation from one address), and opentdb.com's
// one call per 5 s per address (every benchmark request comes from 127.0.0.1). The /v1 tier limits stay as they are.
const SERVER_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  REGISTRATIONS_PER_HOUR: '100000',
  OPENTDB_REQUESTS_PER_5_SECONDS: '100000000',
};

/** Extra node flags for the product server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const PRODUCT_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

function startProduct(dataDir) {
  return spawn(process.execPath, [...PRODUCT_NODE_ARGS, join(root, 'backend/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...SERVER_LIMITS,
      PORT: String(PRODUCT_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `bench-${process.pid}:`,
    },
  });
}

/** API Free keys enough that none is called more than its minute budget: members sign up and make keys as the dashboard does. */
async function freeKeys(base, needed) {
  const keys = [];
  for (let member = 0; keys.length < needed; member += 1) {
    const client = new Client(base);
    const signUp = await client.post('/api/auth/register', {
      email: `bench-${process.pid}-${member}@bench.example.com`,
      password: 'Correct-Horse-9-Battery',
      fullName: 'Bench Developer',
    });
    if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    for (let k = 0; k < KEYS_PER_MEMBER && keys.length < needed; k += 1) {
      const created = await client.post('/api/developers/keys', { name: `Bench ${k + 1}`, kind: 'secret' });
      if (created.status !== 201) throw new Error(`create key: ${created.status} ${await created.text()}`);
      keys.push((await created.json()).key);
    }
  }
  return keys;
}

/** Statuses other than 200 by case, with the first answer's body, so a failure says what it was. */
const refusals = new Map();
const get = (url, headers) =>
  fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } }).then(async (r) => {
    const body = await r.text();
    if (r.status !== 200) {
      const name = `${new URL(url).pathname} ${r.status}`;
      const seen = refusals.get(name);
      if (seen) seen.count += 1;
      else refusals.set(name, { count: 1, first: body.slice(0, 300) });
    }
    return r.status === 200;
  });

/** The guard's minute-then-day spend (key's minute, account's day) on the server's kind of limiter, one call at a time. */
async function limiterLatency() {
  const { FlexibleRateLimiter } = dist('infra/rate-limit/flexible-rate-limiter.js');
  const { ApiLimitsService } = dist('developer-api/keys/api-limits.service.js');
  const Redis = process.env.BENCH_REDIS_URL ? require('ioredis') : null;
  const redis = Redis ? new Redis(process.env.BENCH_REDIS_URL, { keyPrefix: `bench-limiter-${process.pid}:` }) : null;
  // Until the client is ready the limiter answers from its in-memory insurance: time Redis, as a server would use it.
  if (redis) await new Promise((resolve) => redis.once('ready', resolve));
  const limits = new ApiLimitsService(new FlexibleRateLimiter(redis), { publicUrl: 'http://127.0.0.1' });
  const tier = API_TIERS['api-pro'];
  const samples = [];
  for (let i = 0; i < LIMITER_CALLS; i += 1) {
    // A fresh key and account every 500 calls, so no budget runs out and every call is an allowed one.
    const caller = { keyId: `key-${Math.floor(i / 500)}`, userId: `user-${Math.floor(i / 500)}`, tier };
    const t0 = performance.now();
    const outcome = await limits.consume(caller);
    samples.push(performance.now() - t0);
    if (!outcome.allowed) throw new Error('the limiter refused a call the benchmark meant to stay within budget');
  }
  redis?.disconnect();
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
  return { p50: at(50), p99: at(99), mean: samples.reduce((s, x) => s + x, 0) / samples.length };
}

/** Waits until the product uses under 5% of a core two seconds in a row (at most 120 s): its boot work is done. */
async function settle(pid) {
  const until = Date.now() + 120_000;
  let quiet = 0;
  let before = cpuMs(pid);
  while (quiet < 2 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(pid);
    quiet = now - before < 50 ? quiet + 1 : 0;
    before = now;
  }
  return quiet >= 2;
}

const product = `http://127.0.0.1:${PRODUCT_PORT}`;
const baseline = `http://127.0.0.1:${BASELINE_PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'trivia-bench-api-'));
const server = startProduct(dataDir);
let baselineServer;
try {
  await waitFor(`${product}/api/health`, 120_000);
  const keys = await freeKeys(product, Math.ceil((REQUESTS * ROUNDS + WARM_UP + 1) / PER_KEY));
  const settled = await settle(server.pid);
  // Each key makes its calls in a run, as an app does with its own key (and none more than its minute budget).
  const keyFor = (i) => ({ 'x-api-key': keys[Math.floor(i / PER_KEY) % keys.length] });

  const v1Body = await (
    await fetch(`${product}/v1/questions?amount=10`, { headers: keyFor(REQUESTS * ROUNDS + WARM_UP) })
  ).text();
  const openTdbBody = await (await fetch(`${product}/api.php?amount=10`)).text();
  const bodiesFile = join(dataDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify({ v1: v1Body, openTdb: openTdbBody }));
  baselineServer = fork(join(import.meta.dirname, 'developer-api-baseline-server.mjs'), [
    String(BASELINE_PORT),
    bodiesFile,
  ]);
  await new Promise((r) => baselineServer.once('message', r));

  /** A timed run, with the CPU the serving process spent on it (user + system), per request. */
  const run = async (pid, request) => {
    const before = cpuMs(pid);
    const result = await load({ total: REQUESTS, concurrency: CONCURRENCY, request });
    return { ...result, cpuUs: ((cpuMs(pid) - before) * 1000) / REQUESTS };
  };
  // Warm both servers' code paths before timing.
  const warm = (request) => load({ total: WARM_UP, concurrency: 8, request });
  await warm((i) => get(`${product}/v1/questions?amount=10`, keyFor(REQUESTS * ROUNDS + i)));
  await warm(() => get(`${product}/api.php?amount=10`));
  await warm(() => get(`${baseline}/v1/questions`));
  await warm(() => get(`${baseline}/api.php`));
  const rounds = { v1: [], openTdb: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const offset = round * REQUESTS;
    rounds.v1.push([
      await run(server.pid, (i) => get(`${product}/v1/questions?amount=10`, keyFor(offset + i))),
      await run(baselineServer.pid, () => get(`${baseline}/v1/questions`)),
    ]);
    rounds.openTdb.push([
      await run(server.pid, () => get(`${product}/api.php?amount=10`)),
      await run(baselineServer.pid, () => get(`${baseline}/api.php`)),
    ]);
  }
  const limiter = await limiterLatency();

  /** The round whose ratio is the median, with every round's ratio. */
  const median = (pairs) => {
    const byRatio = pairs.map(([r, base]) => ({ r, base, ratio: r.perSecond / base.perSecond }));
    const sorted = [...byRatio].sort((a, b) => a.ratio - b.ratio);
    return { ...sorted[Math.floor((sorted.length - 1) / 2)], all: byRatio.map((x) => x.ratio.toFixed(2)).join(' ') };
  };
  /** Server CPU per request over all rounds (product, baseline): steadier than throughput on a drifting machine. */
  const cpuPerRequest = (pairs) =>
    [0, 1].map((side) => pairs.reduce((sum, pair) => sum + pair[side].cpuUs, 0) / pairs.length);
  const v1 = median(rounds.v1);
  const openTdb = median(rounds.openTdb);
  const row = (name, { r, base, ratio, all }) =>
    `${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(7)} ${base.perSecond.toFixed(0).padStart(9)} ${ratio.toFixed(2).padStart(6)}   ` +
    `${r.p50.toFixed(1).padStart(6)} ${base.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)} ${base.p99.toFixed(1).padStart(6)}   ${String(r.failures).padStart(8)}   ${all}`;
  const mode = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  const limiterKind = process.env.BENCH_REDIS_URL ? 'Redis' : 'in-process';
  console.info(
    `\nDeveloper API benchmark (${mode}, ${limiterKind} limiter): ${REQUESTS} requests a case in each of ${ROUNDS} rounds, concurrency ${CONCURRENCY}`,
  );
  console.info(
    `/v1 callers: ${keys.length} ${TIER.name} keys made through the real endpoints (${KEYS_PER_MEMBER} per member), ` +
      `each making ${PER_KEY} calls in a row at most (its minute budget): every request limited, counted and given headers, none refused`,
  );
  console.info(
    `site-side budgets raised for the set-up and /api.php: ${Object.entries(SERVER_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  console.info(
    `bodies: /v1/questions ${v1Body.length} B, /api.php ${openTdbBody.length} B, uncompressed on both sides; baseline = bare Fastify answering the same bytes`,
  );
  console.info(
    settled
      ? 'timed once the product was idle after its start-up work\n'
      : 'the product was still busy after 120 s (start-up work): timed anyway\n',
  );
  console.info("the round with the median ratio; every round's ratio last");
  console.info(
    'case                           req/s  baseline  ratio   p50 ms   base   p99 ms   base   failures   rounds',
  );
  console.info(row('GET /v1/questions?amount=10', v1));
  console.info(row('GET /api.php?amount=10', openTdb));
  const cpuRow = (name, pairs) => {
    const [mine, base] = cpuPerRequest(pairs);
    return `${name.padEnd(28)} ${mine.toFixed(0).padStart(7)} ${base.toFixed(0).padStart(9)} ${(base / mine).toFixed(2).padStart(6)}`;
  };
  console.info('\nserver CPU per request, µs (all rounds)');
  console.info('case                         product  baseline  ratio');
  console.info(cpuRow('GET /v1/questions?amount=10', rounds.v1));
  console.info(cpuRow('GET /api.php?amount=10', rounds.openTdb));
  console.info(
    `\nrate limiter (minute + day consume, ${limiterKind}, ${LIMITER_CALLS} calls one at a time): ` +
      `p50 ${(limiter.p50 * 1000).toFixed(0)} µs, p99 ${(limiter.p99 * 1000).toFixed(0)} µs, mean ${(limiter.mean * 1000).toFixed(0)} µs added per request`,
  );
  if (refusals.size > 0) {
    console.info(
      `answers other than 200: ${[...refusals].map(([what, { count, first }]) => `${what} ×${count} (first: ${first})`).join(', ')}`,
    );
  }
  const target = ({ ratio }) => (ratio >= 0.6 ? 'met' : 'NOT met');
  console.info(`target ≥ 0.6 of the bare route (median round): /v1 ${target(v1)}, /api.php ${target(openTdb)}`);
} finally {
  server.kill('SIGTERM');
  baselineServer?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
