import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createAppWithDatabase } from '../src/app.factory';
import { type AppConfig, loadConfig } from '../src/infra/config/config';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** A browser stand-in: keeps cookies between requests and fetches a CSRF token before each mutation. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /** The Cookie header this client sends: also what a socket of the same browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly ip = '127.0.0.1',
  ) {}

  get<T = unknown>(url: string): Promise<TestResponse<T>> {
    return this.request<T>('GET', url);
  }

  /** A mutation the way the real client sends it: CSRF token first, then the JSON body. */
  async send<T = unknown>(
    method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<TestResponse<T>> {
    const { body: token } = await this.get<{ csrfToken: string }>('/api/auth/csrf-token');
    return this.request<T>(method, url, body, { 'csrf-token': token.csrfToken });
  }

  async request<T>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    const response = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: method as 'GET',
        url,
        remoteAddress: this.ip,
        headers: {
          ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
          ...headers,
          cookie: this.cookieHeader(),
        },
        ...(body !== undefined ? { payload: raw ? (body as string) : JSON.stringify(body) } : {}),
      });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // Non-JSON bodies (HTML) stay as text.
    }
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  client(ip?: string): TestClient;
  close(): Promise<void>;
}

/**
 * The real app on the run's database (and Redis when TEST_REDIS_URL is set), nothing mocked. `databaseUrl`
 * reaches the same database another way (through a proxy a test can cut).
 */
/**
 * `overrides` are settings a deployment may not choose but a test needs (a replaced pack file kept for seconds,
 * to see it go): applied over the loaded config, past its checks.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  databaseUrl?: string,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const loaded = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/trivia-it-${process.pid}`,
    SESSION_SECRET: 'integration-test-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every test client comes from one address: the per-address sign-up budget is not what these tests test.
    REGISTRATIONS_PER_HOUR: '100000',
    SOCKET_CONNECTIONS_PER_MINUTE: '100000',
    // The test clients answer in milliseconds and come from one address: the pace check and the guest cap
    // have tests of their own.
    DAILY_TIME_FLOOR_MS: '0',
    DAILY_GUEST_ATTEMPTS_PER_IP: '100000',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    // Keys of this app only: the Redis server holds other runs' (or a benchmark's) keys, and other test apps'
    // rate-limit counters of this run must not spill into this one.
    REDIS_KEY_PREFIX: `it-${process.env.IT_DATABASE_NAME ?? process.pid}-${randomUUID().slice(0, 8)}:`,
    ...env,
  });
  const config = { ...loaded, ...overrides };
  const { app, close } = await createAppWithDatabase(config, {
    url: databaseUrl ?? process.env.IT_DATABASE_URL!,
    poolSize: Number(process.env.IT_DATABASE_POOL ?? '1'),
  });
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return { app, config, dataSource, client: (ip) => new TestClient(app, ip), close };
}

/** A network address no other test uses: per-address limits (sign-ups, analytics, enquiries) start afresh. */
export const freshIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@test.example.com`;

export const STRONG_PASSWORD = 'Correct-Horse-9-Battery';

export async function registerUser(client: TestClient, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const response = await client.send<{ id: string; email: string }>('POST', '/api/auth/register', {
    email,
    password: STRONG_PASSWORD,
    fullName: 'Test Person',
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { email: response.body.email, password: STRONG_PASSWORD, id: response.body.id };
}

/** Polls until `read` gives a value `done` accepts (effects such as stored results land just after a broadcast). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
