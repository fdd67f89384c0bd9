// Helpers for the Arena benchmark: the PostgreSQL database and Redis keys it owns, the processes it starts,
// memory readings and percentiles. Everything here is bounded in time and cleaned up by the caller.
import { spawn } from 'node:child_process';
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
