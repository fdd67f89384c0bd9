import { createHash } from 'node:crypto';
import type { ApiKeyList, ApiKeySummary, CreatedApiKey, ProblemDetails, V1MeResponse } from '@trivia/contracts';
import { callApi, createKey, newDeveloper } from './developer-key-fixtures';
import { freshIp, startTestApp, type TestApp } from './harness';

describe('developer API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = (userId: string) =>
    t.dataSource.query(`SELECT * FROM api_keys WHERE user_id = $1 ORDER BY created_at`, [userId]) as Promise<
      Record<string, unknown>[]
    >;

  it('shows a new key once, lists it without the key, and keeps only its hash', async () => {
    const { client, id } = await newDeveloper(t);
    const created = await createKey(client, { name: 'Quiz night app' });
    expect(created.key).toMatch(/^tq_sk_[0-9A-Za-z]{40}$/);
    expect(created).toMatchObject({ name: 'Quiz night app', kind: 'secret', allowedOrigins: [], revokedAt: null });
    expect(created.prefix).toBe(created.key.slice(0, 10));
    expect(created.last4).toBe(created.key.slice(-4));

    const list = await client.get<ApiKeyList>('/api/developers/keys');
    expect(list.status).toBe(200);
    expect(list.body.keys.map((key) => key.id)).toEqual([created.id]);
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(10));

    const [row] = await rowsOf(id);
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(10, -4));
    const events = await t.dataSource.query(
      `SELECT properties, value_pence FROM analytics_events WHERE name = 'api_key_created' AND user_id = $1`,
      [id],
    );
    expect(events).toEqual([{ properties: { value: 3, currency: 'GBP', kind: 'secret' }, value_pence: 300 }]);
  });

  it('answers /v1/me to the key, by X-API-Key or Bearer, with the free tier by default', async () => {
    const { client } = await newDeveloper(t);
    const created = await createKey(client, { name: 'Bearer test' });
    const byHeader = await callApi<V1MeResponse>(t, '/v1/me', created.key);
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({
      key: { id: created.id, name: 'Bearer test', kind: 'secret', prefix: created.prefix, last4: created.last4 },
      tier: { id: 'api-free', requestsPerMinute: 30, requestsPerDay: 1000, questionsPerCall: 10, keys: 3 },
      today: { limit: 1000 },
    });
    const byBearer = await callApi<V1MeResponse>(t, '/v1/me', null, {
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.key.id).toBe(created.id);
  });

  it('renames a key and changes a publishable key’s origins; refuses origins on a secret key', async () => {
    const { client } = await newDeveloper(t);
    const secret = await createKey(client);
    const renamed = await client.send<ApiKeySummary>('PATCH', `/api/developers/keys/${secret.id}`, { name: 'Server' });
    expect(renamed).toMatchObject({ status: 200, body: { id: secret.id, name: 'Server' } });
    const refused = await client.send<{ code: string; issues: { path: string }[] }>(
      'PATCH',
      `/api/developers/keys/${secret.id}`,
      { allowedOrigins: ['https://quiz.example.com'] },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VAL_001');
    expect(refused.body.issues.map((issue) => issue.path)).toEqual(['allowedOrigins']);

    const publishable = await createKey(client, { kind: 'publishable', allowedOrigins: ['https://One.example.com'] });
    expect(publishable.key.startsWith('tq_pk_')).toBe(true);
    expect(publishable.allowedOrigins).toEqual(['https://one.example.com']);
    const moved = await client.send<ApiKeySummary>('PATCH', `/api/developers/keys/${publishable.id}`, {
      allowedOrigins: ['https://two.example.com', 'http://localhost:5173'],
    });
    expect(moved.body.allowedOrigins).toEqual(['https://two.example.com', 'http://localhost:5173']);
  });

  it('refuses bad bodies with VAL_001 naming the field, and creates nothing', async () => {
    const { client, id } = await newDeveloper(t);
    const cases: [unknown, string][] = [
      [{ name: '', kind: 'secret' }, 'name'],
      [{ name: 'x', kind: 'root' }, 'kind'],
      [{ name: 'x', kind: 'publishable' }, 'allowedOrigins'],
      [{ name: 'x', kind: 'publishable', allowedOrigins: ['https://a.example.com/path'] }, 'allowedOrigins.0'],
      [{ name: 'x', kind: 'secret', allowedOrigins: ['https://a.example.com'] }, 'allowedOrigins'],
    ];
    for (const [body, path] of cases) {
      const response = await client.send<{ code: string; issues: { path: string }[] }>(
        'POST',
        '/api/developers/keys',
        body,
      );
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VAL_001');
      expect(response.body.issues.map((issue) => issue.path)).toContain(path);
    }
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('needs a member and a CSRF token to change keys', async () => {
    const { client, id } = await newDeveloper(t);
    const withoutToken = await client.request('POST', '/api/developers/keys', { name: 'x', kind: 'secret' });
    expect(withoutToken).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
    expect(await rowsOf(id)).toHaveLength(0);
    const guest = await t.client(freshIp()).send('POST', '/api/developers/keys', { name: 'x', kind: 'secret' });
    expect(guest).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    expect((await t.client(freshIp()).get('/api/developers/dashboard')).status).toBe(401);
  });

  it('hides another member’s keys: 404 to change or revoke, absent from the list', async () => {
    const owner = await newDeveloper(t);
    const other = await newDeveloper(t);
    const key = await createKey(owner.client);
    for (const response of [
      await other.client.send('PATCH', `/api/developers/keys/${key.id}`, { name: 'Mine now' }),
      await other.client.send('DELETE', `/api/developers/keys/${key.id}`),
      await other.client.send('DELETE', '/api/developers/keys/not-a-key-id'),
    ]) {
      expect(response).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    }
    expect((await other.client.get<ApiKeyList>('/api/developers/keys')).body.keys).toEqual([]);
    expect((await callApi(t, '/v1/me', key.key)).status).toBe(200);
  });

  it('stops a revoked key at once with 401 problem+json; revoking twice changes nothing', async () => {
    const { client } = await newDeveloper(t);
    const key = await createKey(client);
    expect((await callApi(t, '/v1/me', key.key)).status).toBe(200);
    const revoked = await client.send<ApiKeySummary>('DELETE', `/api/developers/keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await callApi<ProblemDetails>(t, '/v1/me', key.key);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'API_001', status: 401, title: 'API key required' });
    const again = await client.send<ApiKeySummary>('DELETE', `/api/developers/keys/${key.id}`);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
  });

  it('caps live keys at the tier’s allowance with API_004; a revoked key frees a place', async () => {
    const { client } = await newDeveloper(t);
    const keys: CreatedApiKey[] = [];
    for (let i = 0; i < 3; i += 1) keys.push(await createKey(client));
    const fourth = await client.send('POST', '/api/developers/keys', { name: 'Fourth', kind: 'secret' });
    expect(fourth).toMatchObject({ status: 409, body: { code: 'API_004' } });
    await client.send('DELETE', `/api/developers/keys/${keys[0]!.id}`);
    await createKey(client, { name: 'Replacement' });
    const list = await client.get<ApiKeyList>('/api/developers/keys');
    expect(list.body.keys).toHaveLength(4);
    expect(list.body.keys.filter((key) => key.revokedAt === null)).toHaveLength(3);
  });

  it('gives a paid tier’s limits and key allowance from its API subscription', async () => {
    const { client } = await newDeveloper(t, 'api-starter');
    const key = await createKey(client);
    const me = await callApi<V1MeResponse>(t, '/v1/me', key.key);
    expect(me.body.tier).toMatchObject({ id: 'api-starter', requestsPerMinute: 120, requestsPerDay: 20000, keys: 10 });
    expect(me.headers['ratelimit-policy']).toBe('"api-starter-minute";q=120;w=60, "api-starter-day";q=20000;w=86400');
    for (let i = 0; i < 3; i += 1) await createKey(client);
    expect((await client.get<ApiKeyList>('/api/developers/keys')).body.keys).toHaveLength(4);
  });
});
