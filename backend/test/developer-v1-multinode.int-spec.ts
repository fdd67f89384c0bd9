import { randomUUID } from 'node:crypto';
import type { V1QuestionsResponse, V1Session } from '@trivia/contracts';
import { callApi, createKey, newDeveloper } from './developer-key-fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ClusterNode, scaleOut, startNodes } from './node-cluster';

const describeScaleOut = scaleOut ? describe : describe.skip;

/** Seeded sets and sessions of the developer API are the same whichever node answers. */
describeScaleOut('developer API v1 across nodes', () => {
  let t: TestApp;
  let other: ClusterNode;

  beforeAll(async () => {
    t = await startTestApp();
    [other] = (await startNodes(1, `it-v1-${randomUUID().slice(0, 8)}:`, 'v1')) as [ClusterNode];
  }, 150_000);

  afterAll(async () => {
    other?.process.kill('SIGKILL');
    await t?.close();
  });

  const onOther = async <T>(path: string, key: string, method = 'GET') => {
    const response = await fetch(`${other.url}${path}`, { method, headers: { 'x-api-key': key } });
    return { status: response.status, body: (await response.json()) as T };
  };

  it('gives the same seeded set on both nodes, in the same order', async () => {
    const { client } = await newDeveloper(t, 'api-starter');
    const { key } = await createKey(client);
    const path = `/v1/questions?amount=25&seed=two-nodes-${randomUUID().slice(0, 8)}`;
    const here = await callApi<V1QuestionsResponse>(t, path, key);
    const there = await onOther<V1QuestionsResponse>(path, key);
    expect(here.status).toBe(200);
    expect(there.status).toBe(200);
    expect(there.body.questions.map((q) => q.id)).toEqual(here.body.questions.map((q) => q.id));
  });

  it('never repeats a question of a session whichever node serves the call, even at once', async () => {
    const { client } = await newDeveloper(t, 'api-starter');
    const { key } = await createKey(client);
    const session = await onOther<V1Session>('/v1/sessions', key, 'POST');
    expect(session.status).toBe(201);
    const path = `/v1/questions?amount=50&categories=science,space&session=${session.body.id}`;
    const ids: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const [here, there] = await Promise.all([
        callApi<V1QuestionsResponse>(t, path, key),
        onOther<V1QuestionsResponse>(path, key),
      ]);
      expect([here.status, there.status]).toEqual([200, 200]);
      ids.push(...here.body.questions.map((q) => q.id), ...there.body.questions.map((q) => q.id));
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
