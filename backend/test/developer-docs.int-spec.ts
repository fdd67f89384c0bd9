import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { freshIp, registerUser, startTestApp, type TestApp } from './harness';

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

describe('the developer API reference (GET /api/docs/openapi.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const events = async (name: string, userId: string) =>
    (await t.dataSource.query(`SELECT properties FROM analytics_events WHERE name = $1 AND user_id = $2`, [
      name,
      userId,
    ])) as { properties: Record<string, unknown> }[];
  const anonymousViews = async () =>
    Number(
      (
        (await t.dataSource.query(
          `SELECT count(*) AS n FROM analytics_events WHERE name = 'api_docs_view' AND user_id IS NULL`,
        )) as { n: string }[]
      )[0]!.n,
    );

  it('serves a valid OpenAPI 3.1 document against the public URL, to anyone, uncounted without view=page', async () => {
    const before = await anonymousViews();
    const response = await t.client(freshIp()).get<Document>('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.servers).toEqual([{ url: t.config.publicUrl }]);
    await expect(SwaggerParser.validate(response.body as never)).resolves.toBeDefined();
    expect(await anonymousViews()).toBe(before);
  });

  it('documents only paths the server routes (Open Trivia DB, QC and every /v1 operation)', () => {
    const fastify = t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    return t
      .client(freshIp())
      .get<Document>('/api/docs/openapi.json')
      .then(({ body }) => {
        const missing = Object.entries(body.paths).flatMap(([path, item]) =>
          Object.keys(item)
            .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') }))
            .filter((route) => !fastify.hasRoute(route as Parameters<FastifyInstance['hasRoute']>[0]))
            .map((route) => `${route.method} ${route.url}`),
        );
        expect(missing).toEqual([]);
      });
  });

  it('counts the docs page view once a day per member', async () => {
    const client = t.client(freshIp());
    const member = await registerUser(client);
    for (let i = 0; i < 3; i += 1) {
      expect((await client.get('/api/docs/openapi.json?view=page')).status).toBe(200);
    }
    expect(await events('api_docs_view', member.id)).toEqual([{ properties: { value: 2, currency: 'GBP' } }]);
  });

  it('counts a visitor without cookies once a day per address, however often a bot fetches the page', async () => {
    const before = await anonymousViews();
    const bot = t.client(freshIp());
    const answers = await Promise.all(Array.from({ length: 5 }, () => bot.get('/api/docs/openapi.json?view=page')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await anonymousViews()).toBe(before + 1);
  });

  it('refuses an unknown query with 400 VAL_001 naming it, and counts nothing', async () => {
    const before = await anonymousViews();
    const response = await t.client(freshIp()).get<{ code: string }>('/api/docs/openapi.json?view=bot');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VAL_001');
    expect(JSON.stringify(response.body)).toContain('view');
    expect(await anonymousViews()).toBe(before);
  });
});

describe('developer sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signups = async (userId: string) =>
    (await t.dataSource.query(
      `SELECT properties FROM analytics_events WHERE name = 'developer_signup' AND user_id = $1`,
      [userId],
    )) as { properties: Record<string, unknown> }[];

  it('records developer_signup worth 5 GBP on API Free for an account made through the developer portal', async () => {
    const member = await registerUser(t.client(freshIp()), { source: 'developer-portal' });
    expect(await signups(member.id)).toEqual([{ properties: { value: 5, currency: 'GBP', tier: 'api-free' } }]);
  });

  it('records nothing for the site’s own sign-up form', async () => {
    const member = await registerUser(t.client(freshIp()));
    expect(await signups(member.id)).toEqual([]);
  });

  it('refuses a source it does not know (VAL_001), creating no account', async () => {
    const client = t.client(freshIp());
    const email = `dev-${Date.now()}@test.example.com`;
    const response = await client.send<{ code: string }>('POST', '/api/auth/register', {
      email,
      password: 'Correct-Horse-9-Battery',
      fullName: 'Test Person',
      source: 'admin-panel',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VAL_001');
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
  });
});
