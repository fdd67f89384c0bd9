// Daily quiz under concurrent load: answer submissions and live stats reads, each measured beside a bare
// Fastify route returning the same size of JSON in the same run. Prints both and the ratios.
//   npm run bench                (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… npm run bench
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, load } from './http-load.mjs';

const root = resolve(import.meta.dirname, '..');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 150);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const STATS_READS = Number(process.env.BENCH_STATS_READS ?? 4000);
const PRODUCT_PORT = 3401;
const BASELINE_PORT = 3402;

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function startProduct(dataDir) {
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PRODUCT_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `bench-${process.pid}:`,
    },
  });
  return child;
}

const product = `http://127.0.0.1:${PRODUCT_PORT}`;
const baseline = `http://127.0.0.1:${BASELINE_PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'trivia-bench-'));
const server = startProduct(dataDir);
let baselineServer;
try {
  await waitFor(`${product}/api/health`);

  // Players join today's multiple-choice quiz; each then answers its 20 questions in order.
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const client = new Client(product);
    const state = await (await client.post('/api/daily-quiz/mc/start')).json();
    players.push({ client, attemptId: state.attemptId, question: state.question });
  }
  const sampleAnswer = await players[0].client.post(`/api/daily-quiz/attempts/${players[0].attemptId}/answer`, {
    index: 0,
    answer: players[0].question.options[0],
  });
  const answerBytes = (await sampleAnswer.text()).length;
  players[0].question = null;
  const statsBytes = (await (await fetch(`${product}/api/daily-quiz/stats`)).text()).length;

  baselineServer = fork(join(import.meta.dirname, 'baseline-server.mjs'), [
    String(BASELINE_PORT),
    String(statsBytes),
    String(answerBytes),
  ]);
  await new Promise((r) => baselineServer.once('message', r));

  // Answer submissions: every request is a real answer to the player's current question.
  const queue = players.flatMap((p) => (p.question ? [p] : []));
  const answers = await load({
    total: queue.length * 19,
    concurrency: CONCURRENCY,
    request: async (i) => {
      const player = queue[i % queue.length];
      if (!player.question) return true;
      const response = await player.client.post(`/api/daily-quiz/attempts/${player.attemptId}/answer`, {
        index: player.question.index,
        answer: player.question.options[i % 4],
      });
      const body = await response.json();
      player.question = body.state?.question ?? null;
      return response.ok;
    },
  });
  const answerBase = await load({
    total: answers.requests,
    concurrency: CONCURRENCY,
    request: async () =>
      (
        await fetch(`${baseline}/answer`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ index: 3, answer: 'Option text' }),
        }).then(async (r) => (await r.text(), r))
      ).ok,
  });
  const stats = await load({
    total: STATS_READS,
    concurrency: CONCURRENCY,
    request: async () => (await fetch(`${product}/api/daily-quiz/stats`).then(async (r) => (await r.text(), r))).ok,
  });
  const statsBase = await load({
    total: STATS_READS,
    concurrency: CONCURRENCY,
    request: async () => (await fetch(`${baseline}/stats`).then(async (r) => (await r.text(), r))).ok,
  });

  const row = (name, run, base) =>
    `${name.padEnd(22)} ${run.perSecond.toFixed(0).padStart(8)} ${base.perSecond.toFixed(0).padStart(9)} ${(run.perSecond / base.perSecond).toFixed(3).padStart(7)}   ` +
    `${run.p50.toFixed(1).padStart(6)} ${base.p50.toFixed(1).padStart(6)}   ${run.p99.toFixed(1).padStart(7)} ${base.p99.toFixed(1).padStart(7)} ${(run.p99 / base.p99).toFixed(2).padStart(7)}   ${run.failures}`;
  const mode = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  console.info(
    `\nDaily quiz benchmark (${mode}${process.env.BENCH_REDIS_URL ? ' + Redis' : ''}): ${PLAYERS} players, concurrency ${CONCURRENCY}`,
  );
  console.info(
    `answer body ${answerBytes} B, stats body ${statsBytes} B; baseline = bare Fastify route with the same body size\n`,
  );
  console.info(
    'case                      req/s  baseline   ratio   p50 ms   base    p99 ms    base   ratio   failures',
  );
  console.info(row('answer submission', answers, answerBase));
  console.info(row('stats read', stats, statsBase));
} finally {
  server.kill('SIGTERM');
  baselineServer?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
