import type { ProblemDetails, V1CategoriesResponse, V1QuestionsResponse, V1Session } from '@trivia/contracts';
import { v1SessionSchema } from '@trivia/contracts';
import { V1SessionsService } from '../src/developer-api/v1/v1-sessions.service';
import { callApi, createKey, newDeveloper } from './developer-key-fixtures';
import { startTestApp, type TestApp } from './harness';

/** Sessions of the developer API (part of developer-v1's cover): never a question twice, for as long as the key lives. */
describe('developer API v1 sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const starterKey = async () => {
    const developer = await newDeveloper(t, 'api-starter');
    return { ...developer, ...(await createKey(developer.client)) };
  };
  const send = async <T>(method: 'POST' | 'DELETE', path: string, key: string) => {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url: path, headers: { 'x-api-key': key } });
    return { status: response.statusCode, body: (response.body ? JSON.parse(response.body) : undefined) as T };
  };
  const newSession = async (key: string) => {
    const created = await send<V1Session>('POST', '/v1/sessions', key);
    expect(created.status).toBe(201);
    return v1SessionSchema.parse(created.body);
  };
  const draw = (key: string, query: string) => callApi<V1QuestionsResponse>(t, `/v1/questions?${query}`, key);
  const servedRows = async (sessionId: string) =>
    (
      (await t.dataSource.query(`SELECT question_id FROM api_session_questions WHERE session_id = $1`, [
        sessionId,
      ])) as { question_id: string }[]
    ).map((row) => row.question_id);

  it('creates, reads and ends a session; another key, even the same member’s, gets 404', async () => {
    const { key, client } = await starterKey();
    const session = await newSession(key);
    expect(session.served).toBe(0);
    await draw(key, `amount=7&session=${session.id}`);
    const read = await callApi<V1Session>(t, `/v1/sessions/${session.id}`, key);
    expect(read).toMatchObject({ status: 200, body: { id: session.id, served: 7 } });

    const sibling = await createKey(client);
    const stranger = await starterKey();
    for (const other of [sibling.key, stranger.key]) {
      expect((await callApi(t, `/v1/sessions/${session.id}`, other)).status).toBe(404);
      expect((await draw(other, `session=${session.id}`)).status).toBe(404);
      expect((await send('DELETE', `/v1/sessions/${session.id}`, other)).status).toBe(404);
    }
    expect((await callApi(t, '/v1/sessions/not-a-uuid', key)).status).toBe(404);

    expect((await send('DELETE', `/v1/sessions/${session.id}`, key)).status).toBe(204);
    const gone = await callApi<ProblemDetails>(t, `/v1/sessions/${session.id}`, key);
    expect(gone).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    expect(await servedRows(session.id)).toEqual([]);
  });

  it('never serves a question twice across many calls, and records each one served', async () => {
    const { key } = await starterKey();
    const session = await newSession(key);
    const seen = new Set<string>();
    for (let call = 0; call < 12; call += 1) {
      const response = await draw(key, `amount=50&session=${session.id}`);
      expect(response.status).toBe(200);
      expect(response.body.questions).toHaveLength(50);
      for (const q of response.body.questions) {
        expect(seen.has(q.id)).toBe(false);
        seen.add(q.id);
      }
    }
    expect(new Set(await servedRows(session.id))).toEqual(seen);
  });

  it('two calls at once under one session share nothing', async () => {
    const { key } = await starterKey();
    const session = await newSession(key);
    const query = `amount=50&categories=science&session=${session.id}`;
    const [a, b] = await Promise.all([draw(key, query), draw(key, query)]);
    const ids = [...a.body.questions, ...b.body.questions].map((q) => q.id);
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await servedRows(session.id)).sort()).toEqual([...ids].sort());
  });

  it('counts down what is left for the filters, then answers an empty list with remaining 0', async () => {
    const { key } = await starterKey();
    const { body } = await callApi<V1CategoriesResponse>(t, '/v1/categories', key);
    // The category with the fewest true-or-false questions (at least one), so the test spends it in a few calls.
    const smallest = body.categories
      .filter((c) => c.questions.byType.boolean > 0)
      .sort((x, y) => x.questions.byType.boolean - y.questions.byType.boolean)[0]!;
    const query = `amount=50&types=boolean&categories=${smallest.id}`;
    const session = await newSession(key);
    const served = new Set<string>();
    let last = await draw(key, `${query}&session=${session.id}`);
    const remaining = [last.body.remaining!];
    for (let call = 0; call < 40 && last.body.questions.length > 0; call += 1) {
      for (const q of last.body.questions) served.add(q.id);
      last = await draw(key, `${query}&session=${session.id}`);
      remaining.push(last.body.remaining!);
    }
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ questions: [], seed: null, remaining: 0 });
    expect(remaining).toEqual([...remaining].sort((x, y) => y - x));
    expect(served.size).toBeGreaterThan(0);
    expect(served.size).toBeLessThanOrEqual(smallest.questions.byType.boolean);
  });

  it('ends with its key: a revoked key’s session is refused, then swept away', async () => {
    const { key, id: keyId, client } = await starterKey();
    const session = await newSession(key);
    await draw(key, `amount=5&session=${session.id}`);
    expect((await client.send('DELETE', `/api/developers/keys/${keyId}`)).status).toBeLessThan(300);
    expect((await draw(key, `session=${session.id}`)).status).toBe(401);
    const rows = (await t.dataSource.query(
      `SELECT s.id, k.revoked_at FROM api_sessions s JOIN api_keys k ON k.id = s.key_id WHERE s.id = $1`,
      [session.id],
    )) as { revoked_at: Date | null }[];
    expect(rows[0]!.revoked_at).not.toBeNull();
    expect(await t.app.get(V1SessionsService).sweepRevoked()).toBeGreaterThanOrEqual(1);
    expect(await t.dataSource.query(`SELECT 1 FROM api_sessions WHERE id = $1`, [session.id])).toEqual([]);
    expect(await servedRows(session.id)).toEqual([]);
  });
});
