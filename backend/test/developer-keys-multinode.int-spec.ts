import { randomUUID } from 'node:crypto';
import type { CreatedApiKey } from '@trivia/contracts';
import { createKey, newDeveloper } from './developer-key-fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ClusterNode, scaleOut, startNodes } from './node-cluster';

const describeScaleOut = scaleOut ? describe : describe.skip;

/** A key revoked through one node stops working on another within a second (no long-lived per-node cache). */
describeScaleOut('a revoked API key across nodes', () => {
  let t: TestApp;
  let other: ClusterNode;

  beforeAll(async () => {
    t = await startTestApp();
    [other] = (await startNodes(1, `it-keys-${randomUUID().slice(0, 8)}:`, 'keys')) as [ClusterNode];
  }, 150_000);

  afterAll(async () => {
    other?.process.kill('SIGKILL');
    await t?.close();
  });

  const callOther = (key: string) => fetch(`${other.url}/v1/me`, { headers: { 'x-api-key': key } });

  it('is refused by the other node within a second of being revoked here', async () => {
    const { client } = await newDeveloper(t);
    const key: CreatedApiKey = await createKey(client);
    // The other node has just checked the key, so it would hold it in any cache it keeps.
    expect((await callOther(key.key)).status).toBe(200);
    const revoked = await client.send('DELETE', `/api/developers/keys/${key.id}`);
    expect(revoked.status).toBe(200);
    // Whatever the other node cached was cached before the revocation: a call a second later must be refused.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await callOther(key.key);
    expect(after.status).toBe(401);
    expect(after.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  });
});
