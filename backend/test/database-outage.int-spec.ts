import type { HealthResponse } from '@trivia/contracts';
import { type ArenaSocket, connectArena } from './arena-sockets';
import {
  eventually,
  registerUser,
  startTestApp,
  STRONG_PASSWORD,
  type TestApp,
  type TestClient,
  uniqueEmail,
} from './harness';
import { TcpProxy } from './tcp-proxy';

/** A database that is down must cost a request at most this long before it hears "try again". */
const ANSWER_WITHIN_MS = 2000;

type Outcome = { status: number; code?: string; retryAfter?: unknown; ms: number };

async function timed(request: () => Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>) {
  const started = Date.now();
  const response = await request();
  const outcome: Outcome = {
    status: response.status,
    code: (response.body as { code?: string } | null)?.code,
    retryAfter: response.headers['retry-after'],
    ms: Date.now() - started,
  };
  return outcome;
}

/** How a socket's handshake ended: connected, or refused with the catalogue code the server gave. */
function handshake(url: string, sockets: ArenaSocket[], cookie: string): Promise<{ outcome: string; ms: number }> {
  const started = Date.now();
  const socket = connectArena(url, sockets, cookie);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ outcome: 'connected', ms: Date.now() - started }));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      resolve({ outcome: `refused ${error.data?.code}`, ms: Date.now() - started }),
    );
  });
}

describe('the database going away and coming back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let url: string;
  const sockets: ArenaSocket[] = [];
  const withRedis = Boolean(process.env.TEST_REDIS_URL);

  beforeAll(async () => {
    const target = new URL(process.env.IT_DATABASE_URL!);
    proxy = new TcpProxy(target.hostname, Number(target.port));
    await proxy.start();
    t = await startTestApp({}, proxy.urlFor(process.env.IT_DATABASE_URL!));
    await t.app.listen(0, '127.0.0.1');
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    proxy.restore();
    await t.close();
    await proxy.stop();
  });

  /** A logged-in member and a guest, each with the CSRF token they will need while the database is away. */
  async function visitors() {
    const member = t.client();
    await registerUser(member);
    const token = async (client: TestClient) =>
      (await client.get<{ csrfToken: string }>('/api/auth/csrf-token')).body.csrfToken;
    const guest = t.client();
    return { member, memberToken: await token(member), guest, guestToken: await token(guest) };
  }

  it.each([
    ['refuses connections (a stopped server)', 'refuse'],
    ['never answers (a partition)', 'silent'],
  ] as const)(
    'while it %s: 503 NET_004 with Retry-After within 2 s, then served again without a restart',
    async (_name, mode) => {
      const { member, memberToken, guest, guestToken } = await visitors();
      const requests = {
        me: () => member.get('/api/auth/me'),
        profile: () =>
          member.request('PATCH', '/api/user/profile', { fullName: 'Back Again' }, { 'csrf-token': memberToken }),
        history: () => member.get('/api/arena/history'),
        login: () =>
          guest.request(
            'POST',
            '/api/auth/login',
            { email: uniqueEmail('nobody'), password: STRONG_PASSWORD },
            { 'csrf-token': guestToken },
          ),
      };

      proxy.cut(mode);
      try {
        for (const request of Object.values(requests)) {
          const outcome = await timed(request);
          expect(outcome).toMatchObject({ status: 503, code: 'NET_004', retryAfter: '5' });
          expect(outcome.ms).toBeLessThan(ANSWER_WITHIN_MS);
        }
        const health = await timed(() => t.client().get<HealthResponse>('/api/health'));
        expect(health).toMatchObject({ status: 503, retryAfter: '5' });
        expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect((await t.client().get<HealthResponse>('/api/health')).body).toEqual({
          status: 'degraded',
          dependencies: { database: 'down', ...(withRedis ? { redis: 'up' } : {}) },
        });
        const refused = await handshake(url, sockets, member.cookieHeader());
        expect(refused.outcome).toBe('refused NET_004');
        expect(refused.ms).toBeLessThan(ANSWER_WITHIN_MS);
      } finally {
        proxy.restore();
      }

      // The pool reconnects by itself: the same requests succeed, the same process serving them.
      const me = await eventually(requests.me, (response) => response.status === 200, 10_000);
      expect(me.status).toBe(200);
      expect((await requests.profile()).status).toBe(200);
      expect((await requests.history()).status).toBe(200);
      expect((await requests.login()).status).toBe(401);
      expect((await handshake(url, sockets, member.cookieHeader())).outcome).toBe('connected');
      const health = await t.client().get<HealthResponse>('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({
        status: 'ok',
        dependencies: { database: 'up', ...(withRedis ? { redis: 'up' } : {}) },
      });
    },
    60_000,
  );

  it('loses no write it answered 2xx to: every sign-up answered 201 during a cut is stored afterwards', async () => {
    const answered: { email: string; status: number; code?: string }[] = [];
    let running = true;
    // Sign-ups keep coming while the database goes away and comes back: each from a new browser.
    const signUps = Array.from({ length: 3 }, async () => {
      while (running) {
        const email = uniqueEmail('outage');
        const response = await t.client().send<{ code?: string }>('POST', '/api/auth/register', {
          email,
          password: STRONG_PASSWORD,
          fullName: 'Ada Outage',
        });
        answered.push({ email, status: response.status, code: response.body.code });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    proxy.cut('refuse');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    proxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    running = false;
    await Promise.all(signUps);

    const created = answered.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThan(0);
    // Nothing in between: each sign-up was either done, or refused with "try again" (never a 500).
    expect(answered.filter((a) => a.status !== 201 && !(a.status === 503 && a.code === 'NET_004'))).toEqual([]);
    expect(answered.some((a) => a.status === 503)).toBe(true);
    const stored = await t.dataSource.query<{ email: string }[]>('SELECT email FROM users WHERE email = ANY($1)', [
      created.map((a) => a.email),
    ]);
    expect(stored.map((row) => row.email).sort()).toEqual(created.map((a) => a.email).sort());
  }, 60_000);
});
