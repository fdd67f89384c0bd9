// Heap per connected socket (issue 10: memory per player): the product and a bare Socket.IO server (the Arena
// bench's baseline), each snapshotted over the inspector before and after SOCKETS clients connect, and what each
// socket added, by kind and constructor and, for functions, by the file that made them. It reads the V8 heap only
// (not buffers outside it), for one node, with the sockets connected and in no room: the share of memory per player
// that a connection costs before any game.
//   BENCH_REDIS_URL=redis://… [BENCH_DATABASE_URL=postgres://…] [BENCH_SOCKETS=2000] npm run bench:socket-heap
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sleep } from './arena-infra.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(resolve(root, 'backend/package.json'));
const { io } = require('socket.io-client');
const WebSocket = require('ws');

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
const PRODUCT_PORT = 3326;
const BASELINE_PORT = 3327;
const INSPECT_PORTS = { product: 9341, baseline: 9342 };
const SHOWN = 25;

if (!REDIS_URL) {
  console.error(
    'Set BENCH_REDIS_URL (or REDIS_URL): the baseline server runs on the Redis adapter, as in the Arena bench',
  );
  process.exit(2);
}

async function until(check, what, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A Chrome DevTools Protocol session on a process started with --inspect. */
async function inspector(port) {
  let targets = [];
  await until(async () => {
    targets = await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) })).json();
    return targets.length > 0;
  }, `the inspector on ${port}`);
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl, { maxPayload: 2 ** 31 - 1 });
  await new Promise((done, fail) => ws.once('open', done).once('error', fail));
  let id = 0;
  const call = (method, params = {}, onEvent = () => undefined) =>
    new Promise((done) => {
      const mine = (id += 1);
      const listener = (raw) => {
        const message = JSON.parse(raw);
        if (message.method) onEvent(message);
        if (message.id !== mine) return;
        ws.off('message', listener);
        done(message.result);
      };
      ws.on('message', listener);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  return { call, close: () => ws.close() };
}

/** Collects garbage, then writes the heap to `file` (chunks arrive as events before the call answers). */
async function snapshot(session, file) {
  const { createWriteStream } = await import('node:fs');
  const out = createWriteStream(file);
  await session.call('HeapProfiler.enable');
  await session.call('HeapProfiler.collectGarbage');
  await session.call('HeapProfiler.takeHeapSnapshot', { reportProgress: false }, (message) => {
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(message.params.chunk);
  });
  await new Promise((done) => out.end(done));
}

async function connectAll(url, origin) {
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 50) {
    const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, () =>
      io(url, { transports: ['websocket'], reconnection: false, extraHeaders: origin ? { origin } : {} }),
    );
    sockets.push(...batch);
    await Promise.all(
      batch.map((socket) => new Promise((done, fail) => socket.once('connect', done).once('connect_error', fail))),
    );
  }
  return sockets;
}

/** Starts a server under the inspector, snapshots it idle and with the sockets in, and returns the per-socket diff. */
async function measure(kind, args, env, port, dir) {
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECT_PORTS[kind]}`, ...args], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: { ...process.env, ...env },
  });
  // The baseline says when it listens (as in the Arena bench); the product answers its health check.
  const said = new Promise((done) => child.once('message', done));
  let sockets = [];
  try {
    const url = `http://127.0.0.1:${port}`;
    if (kind === 'product')
      await until(async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok, kind);
    else await Promise.race([said, sleep(30_000).then(() => Promise.reject(new Error('The baseline did not start')))]);
    await sleep(kind === 'product' ? 10_000 : 1000); // the product's start-up work settles
    const session = await inspector(INSPECT_PORTS[kind]);
    await snapshot(session, join(dir, `${kind}-before.heapsnapshot`));
    sockets = await connectAll(url, kind === 'product' ? url : null);
    await sleep(3000);
    await snapshot(session, join(dir, `${kind}-after.heapsnapshot`));
    session.close();
  } finally {
    for (const socket of sockets) socket.disconnect();
    child.kill('SIGTERM');
  }
  const output = execFileSync(
    process.execPath,
    [
      '--max-old-space-size=8192',
      join(import.meta.dirname, 'heap-diff.mjs'),
      join(dir, `${kind}-before.heapsnapshot`),
      join(dir, `${kind}-after.heapsnapshot`),
      String(SOCKETS),
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(output);
}

const dir = mkdtempSync(join(tmpdir(), 'socket-heap-'));
try {
  const product = await measure(
    'product',
    [join(root, 'backend/dist/main.js')],
    {
      PORT: String(PRODUCT_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL,
      LOG_LEVEL: 'warn',
      SOCKET_CONNECTIONS_PER_MINUTE: '100000000',
    },
    PRODUCT_PORT,
    dir,
  );
  const baseline = await measure(
    'baseline',
    [
      join(import.meta.dirname, 'arena-baseline-server.mjs'),
      String(BASELINE_PORT),
      REDIS_URL,
      `socket-heap-${process.pid}`,
      '1',
    ],
    {},
    BASELINE_PORT,
    dir,
  );
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.info(`\nV8 heap per connected socket (${SOCKETS} sockets, in no room, one node)`);
  console.info(
    `product ${kib(product.bytesPerSocket)} KiB, bare Socket.IO ${kib(baseline.bytesPerSocket)} KiB: ` +
      `${(product.bytesPerSocket / baseline.bytesPerSocket).toFixed(2)}x`,
  );
  const base = new Map(baseline.rows.map((row) => [row.label, row]));
  console.info(`\nthe product's largest, per socket (bytes, objects; the baseline's beside them)`);
  for (const row of product.rows.slice(0, SHOWN)) {
    const other = base.get(row.label);
    const beside = other ? `${Math.round(other.bytes)} B` : '-';
    console.info(
      `${Math.round(row.bytes).toString().padStart(6)} B ${row.objects.toFixed(2).padStart(6)}  ${beside.padStart(7)}  ${row.label}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
