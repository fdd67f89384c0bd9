// Helpers for the Arena benchmark: the PostgreSQL database and Redis keys it owns, the processes it starts,
// memory readings and percentiles. Everything here is bounded in time and cleaned up by the caller.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Redis from 'ioredis';
import pg from 'pg';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Percentile `p` (0-100) of a list of numbers; NaN for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 nearly everywhere). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time a process has used so far (user + system), in ms, from /proc/<pid>/stat; NaN once it is gone. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and brackets: count fields after its closing bracket.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** CPU time the whole machine has been busy (all cores, everything but idle and iowait), in ms, from /proc/stat. */
export function machineBusyMs() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = fields.map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS;
}

/**
 * How busy the machine was with other work while the benchmark ran, in cores: busy time of the whole machine
 * less the CPU of the benchmark's own processes (its servers, its clients and itself), per second of wall time.
 * PostgreSQL and Redis count as other work: they serve the benchmark but other users too.
 */
export class OtherLoad {
  /** `pids`: the benchmark's processes already running (their CPU so far is not counted). */
  constructor(pids) {
    this.before = new Map(pids.map((pid) => [pid, cpuMs(pid) || 0]));
    this.t = performance.now();
    this.machine = machineBusyMs();
    this.self = process.cpuUsage();
  }

  /** Cores busy outside the benchmark since construction; `pids`: all its processes (still alive). */
  cores(pids) {
    const seconds = (performance.now() - this.t) / 1000;
    const { user, system } = process.cpuUsage(this.self);
    const used = (pid) => (cpuMs(pid) || 0) - (this.before.get(pid) ?? 0);
    const ours = pids.reduce((sum, pid) => sum + used(pid), 0) + (user + system) / 1000;
    return (machineBusyMs() - this.machine - ours) / 1000 / seconds;
  }
}

/** The open-files limits a child started through Processes.node gets (soft raised to hard): [soft, hard]. */
export function fileLimits() {
  try {
    const out = execFileSync('bash', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).trim().split('\n');
    return out.map((v) => (v === 'unlimited' ? Infinity : Number(v)));
  } catch {
    return [Number.NaN, Number.NaN];
  }
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** Resolves with the next IPC message of `type` from `child`, or rejects after `timeoutMs`. */
export function nextMessage(child, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type !== type) return;
      done();
      resolve(message);
    };
    const onExit = (code) => {
      done();
      reject(new Error(`process ${child.pid} exited (${code}) before sending ${type}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${type} from process ${child.pid} within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Every process the benchmark started, so that it can stop them all, even on failure. */
export class Processes {
  children = new Set();

  /** Starts `node <args>` with the open-files limit raised to the hard limit (many sockets per process). */
  node(args, { env, ipc = false } = {}) {
    const child = spawn(
      'bash',
      ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...args],
      {
        // ARENA_BENCH_NODE_LOGS=1 shows the servers' own logs (warnings and errors) beside the benchmark's.
        stdio: [
          'ignore',
          process.env.ARENA_BENCH_NODE_LOGS === '1' ? 'inherit' : 'ignore',
          'inherit',
          ...(ipc ? ['ipc'] : []),
        ],
        env: env ?? process.env,
      },
    );
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    return child;
  }

  /** SIGTERM, then SIGKILL for anything still running after `graceMs`. */
  async stop(child, graceMs = 5000) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    if ((await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) === false) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(2000)]);
    }
  }

  stopAll() {
    return Promise.all([...this.children].map((child) => this.stop(child)));
  }

  killAllNow() {
    for (const child of this.children) child.kill('SIGKILL');
  }
}

/** A fresh database on the server of `adminUrl` (whose own database is only used to create and drop it). */
export class BenchDatabase {
  constructor(adminUrl, name) {
    this.adminUrl = adminUrl;
    this.name = name;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    this.url = url.toString();
  }

  async admin(sql) {
    const client = new pg.Client({ connectionString: this.adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  create() {
    return this.admin(`CREATE DATABASE "${this.name}"`);
  }

  drop() {
    return this.admin(`DROP DATABASE IF EXISTS "${this.name}" WITH (FORCE)`);
  }

  async query(sql, params) {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
}

/** True when Redis answers PING within a few seconds. */
export async function redisReachable(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** True when PostgreSQL accepts a connection to the admin database. */
export async function postgresReachable(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Deletes the keys under `prefix` (SCAN, bounded), so a run leaves nothing behind in Redis. */
export async function deleteRedisKeys(url, prefix) {
  const redis = new Redis(url, { connectTimeout: 3000, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    for (let round = 0; round < 10_000; round += 1) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    redis.disconnect();
  }
}

/** Up to this many entries the log is measured whole; a longer one from its first and last entries. */
const LOG_EXACT_MAX = 400;
const LOG_SAMPLE = 100;
// One script, so the snapshot and the log are read at the same instant (a compaction between two reads would
// empty the log under them): [state bytes, log entries, log bytes, 1 when the log was measured whole].
const ROOM_SIZE = `
local state = redis.call('HSTRLEN', KEYS[1], 'state')
local len = redis.call('LLEN', KEYS[2])
if len <= tonumber(ARGV[1]) then
  local bytes = 0
  local t = redis.call('LRANGE', KEYS[2], 0, -1)
  for i = 1, #t do bytes = bytes + #t[i] end
  return {state, len, bytes, 1}
end
local k = tonumber(ARGV[2])
local sum = 0
local head = redis.call('LRANGE', KEYS[2], 0, k - 1)
local tail = redis.call('LRANGE', KEYS[2], -k, -1)
for i = 1, #head do sum = sum + #head[i] end
for i = 1, #tail do sum = sum + #tail[i] end
return {state, len, math.floor(sum * len / (#head + #tail)), 0}`;

/**
 * The size of one Arena room as the product keeps it in Redis: the snapshot (hash `<prefix>arena:room:<id>`,
 * field `state`) and the commands logged since (list `<prefix>arena:log:<id>`). The product's client applies
 * REDIS_KEY_PREFIX as ioredis' keyPrefix, so the stored keys are the prefix followed by those names; this client
 * has no prefix and names them whole.
 */
export class RoomStateProbe {
  constructor(url, prefix, roomId) {
    this.redis = new Redis(url, { connectTimeout: 3000, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    this.roomKey = `${prefix}arena:room:${roomId}`;
    this.logKey = `${prefix}arena:log:${roomId}`;
  }

  /** Bytes now: state (HSTRLEN) + log (sum of entry lengths; estimated from a sample when it is long). */
  async size({ exact = false } = {}) {
    const limit = exact ? Number.MAX_SAFE_INTEGER : LOG_EXACT_MAX;
    const [stateBytes, logEntries, logBytes, whole] = (
      await this.redis.eval(ROOM_SIZE, 2, this.roomKey, this.logKey, limit, LOG_SAMPLE)
    ).map(Number);
    return {
      t: Date.now(),
      stateBytes,
      logEntries,
      logBytes,
      bytes: stateBytes + logBytes,
      estimated: whole !== 1,
    };
  }

  /** The snapshot's text (for a look at what the state keeps). */
  state() {
    return this.redis.hget(this.roomKey, 'state');
  }

  close() {
    this.redis.disconnect();
  }
}

/**
 * The environment of one product backend node in a benchmark cluster: production mode on the shared PostgreSQL
 * and Redis, limits lifted (every simulated player connects from this one machine), warnings only.
 * `shared` holds what every node of the cluster must agree on: databaseUrl, redisUrl, redisPrefix,
 * sessionSecret and dataEncryptionKey (or one node could not open what another sealed).
 */
export function productNodeEnv(port, seed, dataDir, shared) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    BILLING_TEST_PROVIDER: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: shared.databaseUrl,
    REDIS_URL: shared.redisUrl,
    REDIS_KEY_PREFIX: shared.redisPrefix,
    SESSION_SECRET: shared.sessionSecret,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: seed ? 'true' : 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    SOCKET_CONNECTIONS_PER_MINUTE: '100000000',
    DATA_ENCRYPTION_KEY: shared.dataEncryptionKey,
  };
}
