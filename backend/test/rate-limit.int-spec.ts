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
    for (let i = 0; i < 4; i += 1) statuses.push((await client.get('/api/health')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await client.get('/api/health')).body).toMatchObject({ code: 'RATE_001' });
    expect((await t.client('10.50.0.2').get('/api/health')).status).toBe(200);
  });
});
