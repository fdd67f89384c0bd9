import { startTestApp, type TestApp } from './harness';

describe('request rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers a client over the limit with 429 RATE_001, per address', async () => {
    const client = t.client('10.50.0.1');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.get('/api/question-bank/stats')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await client.get('/api/question-bank/stats');
    expect(refused.body).toMatchObject({ code: 'RATE_001' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.client('10.50.0.2').get('/api/question-bank/stats')).status).toBe(200);
  });

  it('states the policy and what is left on every answer (IETF RateLimit fields)', async () => {
    const response = await t.client('10.50.0.3').get('/api/question-bank/stats');
    expect(response.headers['ratelimit-policy']).toBe('"api";q=3;w=60');
    expect(response.headers.ratelimit).toMatch(/^"api";r=2;t=\d+$/);
  });

  it('allows a burst from one address exactly up to the budget, each answer counting down on its own', async () => {
    // Sent together, most of these reach a shared counter as one batch (Redis); the outcome is as if one by one.
    const client = t.client('10.50.0.5');
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/question-bank/stats')));
    const allowed = answers.filter((a) => a.status === 200);
    expect(allowed).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const left = allowed.map((a) => /r=(\d+)/.exec(String(a.headers.ratelimit))?.[1]).sort();
    expect(left).toEqual(['0', '1', '2']);
  });

  it("leaves the load balancer's health checks alone", async () => {
    const client = t.client('10.50.0.4');
    for (let i = 0; i < 5; i += 1) expect((await client.get('/api/health')).status).toBe(200);
  });
});
