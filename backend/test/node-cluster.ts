import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from './harness';

/** Two real backend processes need a real PostgreSQL and Redis: tests on them run only where both are set. */
export const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const MAIN = join(__dirname, '../dist/main.js');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface ClusterNode {
  process: ChildProcess;
  url: string;
}

/**
 * Starts `count` nodes of the built backend (dist/main.js) on the run's database and Redis, sharing a key
 * prefix and secrets as a real cluster does, and waits until each answers its health check.
 */
export async function startNodes(count: number, prefix: string, label: string): Promise<ClusterNode[]> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first (npm test does)`);
  const nodes: ClusterNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, [MAIN], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: process.env.IT_DATABASE_URL,
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        SESSION_SECRET: 'multi-node-test-secret-shared-by-both-nodes',
        DATA_ENCRYPTION_KEY: 'ef'.repeat(32),
        DATA_DIR: `/tmp/trivia-it-${label}-${process.pid}-${i}`,
        LOG_LEVEL: 'error',
        RATE_LIMIT_PER_MINUTE: '100000',
        REGISTRATIONS_PER_HOUR: '100000',
        SOCKET_CONNECTIONS_PER_MINUTE: '100000',
      },
    });
    nodes.push({ process: child, url: `http://127.0.0.1:${port}` });
  }
  for (const node of nodes) {
    // Slow on a busy machine (migrations, the question bank): a node that never comes up fails here, clearly.
    const up = await eventually(
      () =>
        fetch(`${node.url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      60_000,
    );
    if (!up) throw new Error(`The node at ${node.url} did not come up within 60 s`);
  }
  return nodes;
}

/** A minimal browser: cookies kept, CSRF token sent with every mutation. */
export class HttpClient {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    // The token request may set the CSRF cookie, so the cookie header is built after it.
    const token =
      method === 'GET' ? null : (await this.request<{ csrfToken: string }>('GET', '/api/auth/csrf-token')).csrfToken;
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (token) Object.assign(headers, { 'csrf-token': token, 'content-type': 'application/json' });
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}
