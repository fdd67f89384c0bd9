import { randomUUID } from 'node:crypto';
import type { CreateApiKeyRequest, CreatedApiKey, PaidApiTierId } from '@trivia/contracts';
import { freshIp, registerUser, type TestApp, type TestClient, type TestResponse } from './harness';

/** A member with a session (and, for a paid tier, a paid-up API subscription row as billing would keep it). */
export async function newDeveloper(t: TestApp, tier?: PaidApiTierId): Promise<{ client: TestClient; id: string }> {
  const client = t.client(freshIp());
  const { id } = await registerUser(client, { fullName: 'Ada Developer' });
  if (tier) {
    await t.dataSource.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status,
         current_period_start, current_period_end, first_paid_at)
       VALUES ($1, 'test', $2, $3, 'active', now() - interval '5 days', now() + interval '25 days', now() - interval '5 days')`,
      [id, `sub_${randomUUID()}`, tier],
    );
  }
  return { client, id };
}

/** Creates a key through the dashboard's endpoint, as the page does. */
export async function createKey(client: TestClient, input: Partial<CreateApiKeyRequest> = {}): Promise<CreatedApiKey> {
  const response = await client.send<CreatedApiKey>('POST', '/api/developers/keys', {
    name: `Key ${randomUUID().slice(0, 6)}`,
    kind: 'secret',
    ...input,
  });
  if (response.status !== 201) throw new Error(`create key: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A developer's call to the API: the key in X-API-Key (or none), no cookies, from its own address. */
export async function callApi<T = unknown>(
  t: TestApp,
  path: string,
  key: string | null,
  options: { method?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<TestResponse<T>> {
  const response = await t.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: (options.method ?? 'GET') as 'GET',
      url: path,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: { ...(key ? { 'x-api-key': key } : {}), ...options.headers },
    });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // An empty preflight answer stays text.
  }
  return { status: response.statusCode, body: body as T, headers: response.headers };
}
