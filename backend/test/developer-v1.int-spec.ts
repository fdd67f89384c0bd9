import {
  type ProblemDetails,
  type V1AnswerCheckResponse,
  v1AnswerCheckResponseSchema,
  type V1CategoriesResponse,
  v1CategoriesResponseSchema,
  type V1Question,
  v1QuestionSchema,
  type V1QuestionsResponse,
  v1QuestionsResponseSchema,
} from '@trivia/contracts';
import { callApi, createKey, newDeveloper } from './developer-key-fixtures';
import { startTestApp, type TestApp } from './harness';

/** The developer API's questions, categories, checks and sessions on the real bank, every route and response code. */
describe('developer API v1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const keyOf = async (tier?: 'api-starter' | 'api-pro') => {
    const developer = await newDeveloper(t, tier);
    return { ...developer, ...(await createKey(developer.client)) };
  };
  const send = async <T>(method: 'POST' | 'DELETE', path: string, key: string, body?: unknown) => {
    const response = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method,
        url: path,
        headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: (response.body ? JSON.parse(response.body) : undefined) as T,
    };
  };
  const questions = (key: string, query: string) => callApi<V1QuestionsResponse>(t, `/v1/questions?${query}`, key);
  const problem = (response: { status: number; body: unknown; headers: Record<string, unknown> }) => {
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
    return response.body as ProblemDetails;
  };

  describe('GET /v1/questions', () => {
    it('answers 10 questions by default, in the contract’s shape, with the limit headers', async () => {
      const { key } = await keyOf();
      const response = await questions(key, '');
      expect(response.status).toBe(200);
      const body = v1QuestionsResponseSchema.parse(response.body);
      expect(body.questions).toHaveLength(10);
      expect(body).toMatchObject({ seed: null, remaining: null });
      expect(response.headers['ratelimit-policy']).toBeDefined();
      expect(response.headers['ratelimit']).toBeDefined();
      for (const q of body.questions) {
        if (q.type === 'multiple') expect(q.incorrectAnswers).toHaveLength(3);
        if (q.type === 'boolean') expect([q.correctAnswer, ...q.incorrectAnswers].sort()).toEqual(['False', 'True']);
        if (q.type === 'text') expect(q.incorrectAnswers).toEqual([]);
        expect(q.source.name).not.toBe('');
      }
    });

    it('keeps to the categories, level and types asked for', async () => {
      const { key } = await keyOf();
      const response = await questions(key, 'amount=8&categories=science,space&difficulty=hard&types=text,boolean');
      expect(response.status).toBe(200);
      expect(response.body.questions.length).toBeGreaterThan(0);
      for (const q of response.body.questions) {
        expect(['science', 'space']).toContain(q.category.id);
        expect(q).toMatchObject({ difficulty: 'hard' });
        expect(['text', 'boolean']).toContain(q.type);
      }
    });

    it.each([
      ['amount=0', 'amount'],
      ['amount=51', 'amount'],
      ['amount=ten', 'amount'],
      ['categories=astrology', 'categories'],
      ['types=order', 'types'],
      ['difficulty=fiendish', 'difficulty'],
      ['session=not-a-session', 'session'],
      ['seed=a%20b', 'seed'],
    ])('400 problem naming the parameter for %s', async (query, parameter) => {
      const { key } = await keyOf();
      const response = await questions(key, query);
      expect(response.status).toBe(400);
      expect(problem(response)).toMatchObject({ status: 400, code: 'VAL_001' });
      expect((response.body as unknown as ProblemDetails).errors!.map((e) => e.parameter)).toContain(parameter);
    });

    it('400 naming amount, the tier’s cap and the upgrade page past the tier’s questions per call', async () => {
      const { key } = await keyOf();
      const response = await questions(key, 'amount=11');
      expect(response.status).toBe(400);
      expect(problem(response)).toMatchObject({
        code: 'VAL_001',
        tier: 'api-free',
        upgrade: `${t.config.publicUrl}/pricing/developers`,
        errors: [{ parameter: 'amount', message: expect.stringContaining('At most 10') }],
      });
      const starter = await keyOf('api-starter');
      expect((await questions(starter.key, 'amount=50')).body.questions).toHaveLength(50);
    });

    it('401 problem without a key', async () => {
      const response = await callApi(t, '/v1/questions', null);
      expect(response.status).toBe(401);
      expect(problem(response)).toMatchObject({ code: 'API_001', status: 401 });
    });

    it('a seeded set: 403 naming the feature on API Free; the same questions in the same order on Starter', async () => {
      const free = await keyOf();
      const refused = await questions(free.key, 'seed=pub-quiz');
      expect(refused.status).toBe(403);
      expect(problem(refused)).toMatchObject({
        code: 'API_002',
        feature: 'seeded_sets',
        upgrade: `${t.config.publicUrl}/pricing/developers`,
      });
      const starter = await keyOf('api-starter');
      const other = await keyOf('api-pro');
      const seed = `pub-quiz-${Date.now()}`;
      const params = `amount=20&seed=${seed}&categories=film,sport,science`;
      const first = await questions(starter.key, params);
      expect(first.body.seed).toBe(seed);
      const ids = first.body.questions.map((q) => q.id);
      expect(ids).toHaveLength(20);
      for (const key of [starter.key, other.key, starter.key]) {
        expect((await questions(key, params)).body.questions.map((q) => q.id)).toEqual(ids);
      }
      const reseeded = await questions(starter.key, params.replace(seed, `${seed}-2`));
      expect(reseeded.body.questions.map((q) => q.id)).not.toEqual(ids);
    });

    it('429 problem with Retry-After once the free tier’s minute is spent', async () => {
      const { key } = await keyOf();
      for (let i = 0; i < 30; i += 1) expect((await questions(key, 'amount=1')).status).toBe(200);
      const refused = await questions(key, 'amount=1');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(problem(refused)).toMatchObject({ code: 'RATE_001', tier: 'api-free', limit: { name: 'minute' } });
    });
  });

  describe('GET /v1/questions/:id and /v1/categories', () => {
    it('finds a question by its stable id; 404 problem for an unknown one', async () => {
      const { key } = await keyOf();
      const [listed] = (await questions(key, 'amount=1')).body.questions;
      const found = await callApi<V1Question>(t, `/v1/questions/${listed!.id}`, key);
      expect(found.status).toBe(200);
      expect(v1QuestionSchema.parse(found.body)).toEqual(listed);
      for (const id of ['no-such-question', 'x'.repeat(200)]) {
        const missing = await callApi(t, `/v1/questions/${id}`, key);
        expect(missing.status).toBe(404);
        expect(problem(missing)).toMatchObject({ code: 'RES_001' });
      }
    });

    it('lists every category with its counts by level and type, matching what the questions call serves', async () => {
      const { key } = await keyOf();
      const response = await callApi<V1CategoriesResponse>(t, '/v1/categories', key);
      expect(response.status).toBe(200);
      const { categories } = v1CategoriesResponseSchema.parse(response.body);
      expect(categories.length).toBe(17);
      for (const { questions: counts } of categories) {
        const { easy, medium, hard } = counts.byDifficulty;
        const { multiple, boolean, text } = counts.byType;
        expect(easy + medium + hard).toBe(counts.total);
        expect(multiple + boolean + text).toBe(counts.total);
      }
      expect(categories.find((c) => c.id === 'world-geography')!.questions.total).toBeGreaterThan(100);
    });
  });

  describe('POST /v1/questions/:id/check', () => {
    const textQuestion = async (key: string) =>
      (await questions(key, 'amount=1&types=text&categories=world-geography')).body.questions[0]!;

    it('marks a typed answer, saying why; refuses a wrong one', async () => {
      const { key } = await keyOf('api-starter');
      const q = await textQuestion(key);
      const right = await send<V1AnswerCheckResponse>('POST', `/v1/questions/${q.id}/check`, key, {
        answer: q.correctAnswer.toUpperCase(),
      });
      expect(right.status).toBe(200);
      expect(v1AnswerCheckResponseSchema.parse(right.body)).toMatchObject({
        questionId: q.id,
        accepted: true,
        correctAnswer: q.correctAnswer,
      });
      expect(right.body.explanation).toMatch(/^Accepted: /);
      const wrong = await send<V1AnswerCheckResponse>('POST', `/v1/questions/${q.id}/check`, key, {
        answer: 'Definitely not this',
      });
      expect(wrong.body).toMatchObject({ accepted: false, reason: 'wrong' });
    });

    it('400 naming answer, 404 for an unknown question, 403 on API Free and for a publishable key', async () => {
      const starter = await keyOf('api-starter');
      const q = await textQuestion(starter.key);
      const bad = await send<ProblemDetails>('POST', `/v1/questions/${q.id}/check`, starter.key, { answer: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors!.map((e) => e.parameter)).toContain('answer');
      const missing = await send<ProblemDetails>('POST', '/v1/questions/nope/check', starter.key, { answer: 'x' });
      expect(missing.status).toBe(404);
      const free = await keyOf();
      const refused = await send<ProblemDetails>('POST', `/v1/questions/${q.id}/check`, free.key, { answer: 'x' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'API_002', feature: 'answer_validation' });
      const publishable = await createKey(starter.client, {
        kind: 'publishable',
        allowedOrigins: ['https://quiz.example.org'],
      });
      const readOnly = await send<ProblemDetails>('POST', `/v1/questions/${q.id}/check`, publishable.key, {
        answer: q.correctAnswer,
      });
      expect(readOnly.status).toBe(403);
      expect(readOnly.body.code).toBe('API_003');
    });
  });
});
