import { API_TIERS, type DeveloperDashboard, type ProblemDetails } from '@trivia/contracts';
import { dayCounterKey, dayPolicy } from '../src/developer-api/keys/api-limit-policies';
import { RATE_LIMITER, type RateLimiter } from '../src/infra/rate-limit/rate-limiter';
import { callApi, createKey, newDeveloper } from './developer-key-fixtures';
import { freshIp, startTestApp, type TestApp } from './harness';

const FREE = API_TIERS['api-free'];

describe('developer API limits, usage, CORS and errors', () => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    t = await startTestApp();
    limiter = t.app.get<RateLimiter>(RATE_LIMITER);
  });
  afterAll(() => t.close());

  const dashboardOf = async (client: Awaited<ReturnType<typeof newDeveloper>>['client']) => {
    const response = await client.get<DeveloperDashboard>('/api/developers/dashboard');
    expect(response.status).toBe(200);
    return response.body;
  };

  it('refuses the request past the minute with 429, every header and a problem naming tier, limit and upgrade', async () => {
    const { client } = await newDeveloper(t);
    const { key } = await createKey(client);
    for (let i = 1; i <= FREE.limits.requestsPerMinute; i += 1) {
      const ok = await callApi(t, '/v1/me', key);
      expect(ok.status).toBe(200);
      if (i === 1) {
        expect(ok.headers['ratelimit-policy']).toBe('"api-free-minute";q=30;w=60, "api-free-day";q=1000;w=86400');
        expect(ok.headers.ratelimit).toMatch(/^"api-free-minute";r=29;t=\d+, "api-free-day";r=999;t=\d+$/);
        expect(ok.headers).toMatchObject({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '29' });
      }
    }
    const refused = await callApi<ProblemDetails>(t, '/v1/me', key);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers.ratelimit).toMatch(/^"api-free-minute";r=0;t=\d+, "api-free-day";r=970;t=\d+$/);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0' });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    expect(refused.body).toMatchObject({
      type: `${t.config.publicUrl}/api/docs#error-RATE_001`,
      title: 'Too many requests',
      status: 429,
      code: 'RATE_001',
      instance: '/v1/me',
      tier: 'api-free',
      limit: { name: 'minute', limit: 30, used: 30 },
      upgrade: `${t.config.publicUrl}/pricing/developers`,
    });
    expect(refused.body.detail).toContain('API Free allows 30 requests a minute per key');
  });

  it('spends the minute before the day: a minute refusal leaves the day alone, the day then refuses on its own', async () => {
    const { client, id } = await newDeveloper(t);
    const first = await createKey(client);
    for (let i = 0; i < FREE.limits.requestsPerMinute + 3; i += 1) await callApi(t, '/v1/me', first.key);
    const day = await limiter.peek(dayPolicy(FREE), dayCounterKey(id, Date.now()));
    expect(day.remaining).toBe(FREE.limits.requestsPerDay - FREE.limits.requestsPerMinute);

    // Another key of the account has its own minute but shares the day: bring the day to its last request.
    await limiter.consume(dayPolicy(FREE), dayCounterKey(id, Date.now()), day.remaining - 1);
    const second = await createKey(client);
    expect((await callApi(t, '/v1/me', second.key)).status).toBe(200);
    const refused = await callApi<ProblemDetails>(t, '/v1/me', second.key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ tier: 'api-free', limit: { name: 'day', limit: 1000, used: 1000 } });
    expect(refused.body.detail).toContain('resets at 00:00 UTC');
    const untilMidnight = Math.ceil((Math.ceil(Date.now() / 86_400_000) * 86_400_000 - Date.now()) / 1000);
    expect(Math.abs(Number(refused.headers['retry-after']) - untilMidnight)).toBeLessThanOrEqual(2);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-limit']).toBe('1000');
  });

  it('counts requests and refusals per key per day, and shows them on the dashboard', async () => {
    const { client } = await newDeveloper(t);
    const busy = await createKey(client, { name: 'Busy' });
    const quiet = await createKey(client, { name: 'Quiet' });
    for (let i = 0; i < FREE.limits.requestsPerMinute + 2; i += 1) await callApi(t, '/v1/me', busy.key);
    for (let i = 0; i < 3; i += 1) await callApi(t, '/v1/me', quiet.key);
    const dashboard = await dashboardOf(client);
    expect(dashboard.tier).toMatchObject({ id: 'api-free', requestsPerDay: 1000 });
    expect(dashboard.usage.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(dashboard.usage.days.at(-1)).toEqual({ day: today, requests: 33, refused: 2 });
    expect(dashboard.usage.days.slice(0, 29).every((day) => day.requests === 0 && day.refused === 0)).toBe(true);
    expect(dashboard.usage.today).toMatchObject({ requests: 33, limit: 1000 });
    expect(new Date(dashboard.usage.today.resetsAt).toISOString().slice(11)).toBe('00:00:00.000Z');
    expect(dashboard.usage.byKey).toEqual(
      expect.arrayContaining([
        { keyId: busy.id, requests: 30 },
        { keyId: quiet.id, requests: 3 },
      ]),
    );
    expect(dashboard.keys.find((key) => key.id === quiet.id)!.lastUsedAt).not.toBeNull();
  });

  it('serves a publishable key only to its origins, answers their preflight, and refuses the rest', async () => {
    const origin = `https://app-${Date.now()}.example.com`;
    const { client } = await newDeveloper(t);
    const { key } = await createKey(client, { kind: 'publishable', allowedOrigins: [origin] });
    const allowed = await callApi(t, '/v1/me', key, { headers: { origin } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    expect(allowed.headers['access-control-expose-headers']).toContain('RateLimit');

    for (const headers of [{ origin: 'https://elsewhere.example.com' }, {}] as Record<string, string>[]) {
      const refused = await callApi<ProblemDetails>(t, '/v1/me', key, { headers });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('API_003');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }

    const preflight = (from: string, method = 'GET') =>
      callApi(t, '/v1/me', null, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-api-key',
        },
      });
    const yes = await preflight(origin);
    expect(yes.status).toBe(204);
    expect(yes.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'X-API-Key, Authorization',
    });
    for (const no of [await preflight('https://elsewhere.example.com'), await preflight(origin, 'POST')]) {
      expect(no.status).toBe(403);
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
      expect((no.body as ProblemDetails).code).toBe('API_003');
    }
  });

  it('sends a secret key’s answers without CORS headers, even to a page that names its origin', async () => {
    const { client } = await newDeveloper(t);
    const { key } = await createKey(client);
    const response = await callApi(t, '/v1/me', key, { headers: { origin: 'https://page.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers without a key, with a bad key and on unknown /v1 paths as problem+json', async () => {
    const ip = freshIp();
    const missing = await callApi<ProblemDetails>(t, '/v1/me', null, { ip });
    expect(missing.status).toBe(401);
    expect(missing.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(missing.headers['ratelimit-policy']).toMatch(/^"api-unauthenticated";q=\d+;w=60$/);
    expect(missing.body).toEqual({
      type: `${t.config.publicUrl}/api/docs#error-API_001`,
      title: 'API key required',
      status: 401,
      detail: 'Send your API key in the X-API-Key header (or as Authorization: Bearer <key>)',
      instance: '/v1/me',
      code: 'API_001',
    });
    const forged = await callApi<ProblemDetails>(t, '/v1/me', `tq_sk_${'x'.repeat(40)}`, { ip });
    expect(forged.status).toBe(401);
    expect(forged.body.detail).toContain('not valid');
    const unknown = await callApi<ProblemDetails>(t, '/v1/nothing-here?x=1', null, {
      headers: { accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'RES_001', status: 404, instance: '/v1/nothing-here' });
  });

  it('never lets a key act as its member on the site, nor a session cookie stand in for a key', async () => {
    const { client } = await newDeveloper(t);
    const { key } = await createKey(client);
    const site = await callApi<{ code: string }>(t, '/api/developers/keys', key);
    expect(site).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    const bearer = await callApi<{ code: string }>(t, '/api/billing', null, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bearer.status).toBe(401);
    const cookieOnly = await client.get<ProblemDetails>('/v1/me');
    expect(cookieOnly).toMatchObject({ status: 401, body: { code: 'API_001' } });
  });
});
