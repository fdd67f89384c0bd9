import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp, type TestClient } from './harness';

interface Questions {
  response_code: number;
  results: {
    type: string;
    difficulty: string;
    category: string;
    question: string;
    correct_answer: string;
    incorrect_answers: string[];
  }[];
}
interface Count {
  category_id: number;
  category_question_count: { total_question_count: number } & Record<string, number>;
}

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** The Open Trivia DB–compatible surface on the real bank, every path and response code. */
describe('the Open Trivia DB–compatible surface', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ OPENTDB_REQUESTS_PER_5_SECONDS: '100000' });
    client = t.client('10.70.0.1');
  });
  afterAll(() => t.close());

  const questions = async (query: string) => {
    const response = await client.get<Questions>(`/api.php?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('answers at the root paths with JSON, even to a browser asking for HTML, open to any origin', async () => {
    const response = await client.request<Questions>('GET', '/api.php?amount=3', undefined, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body.response_code).toBe(0);
    expect(response.body.results).toHaveLength(3);
  });

  it('gives the amount asked for, of the type, level and category asked for (code 0)', async () => {
    const body = await questions('amount=10&category=22&difficulty=easy&type=multiple');
    expect(body.response_code).toBe(0);
    expect(body.results).toHaveLength(10);
    for (const result of body.results) {
      expect(result).toMatchObject({ type: 'multiple', difficulty: 'easy', category: 'Geography' });
      expect(result.incorrect_answers).toHaveLength(3);
      expect(result.incorrect_answers).not.toContain(result.correct_answer);
    }
    const booleans = await questions('amount=5&type=boolean');
    for (const result of booleans.results) {
      expect(result.type).toBe('boolean');
      expect([result.correct_answer, ...result.incorrect_answers].sort()).toEqual(['False', 'True']);
    }
    expect((await questions('amount=50')).results).toHaveLength(50);
  });

  it('encodes every field in base64, type and difficulty included, and the default as HTML entities', async () => {
    const body = await questions('amount=20&encode=base64');
    for (const result of body.results) {
      expect(['multiple', 'boolean']).toContain(fromBase64(result.type));
      expect(['easy', 'medium', 'hard']).toContain(fromBase64(result.difficulty));
      expect(fromBase64(result.question).length).toBeGreaterThan(5);
    }
    const plain = await questions('amount=50');
    for (const result of plain.results)
      expect(result.question).not.toMatch(/['"<>£]|&(?!amp;|quot;|#039;|lt;|gt;|pound;)/);
    const url = await questions('amount=20&encode=url3986');
    for (const result of url.results) expect(result.question).toMatch(/^[A-Za-z0-9%._~-]+$/);
    const legacy = await questions('amount=20&encode=urlLegacy');
    for (const result of legacy.results) expect(result.question).toMatch(/^[A-Za-z0-9%._+-]+$/);
  });

  it('answers code 1 for a category we lack, and for more questions than the bank has', async () => {
    expect(await questions('amount=1&category=15')).toEqual({ response_code: 1, results: [] });
    const smallest = await smallestSlice();
    expect(await questions(`amount=${smallest.total + 1}&${smallest.query}`)).toEqual({
      response_code: 1,
      results: [],
    });
  });

  it.each([
    'amount=0',
    'amount=51',
    'amount=five',
    'category=9',
    'amount=1&category=99',
    'amount=1&difficulty=extreme',
    'amount=1&type=text',
    'amount=1&encode=rot13',
    'amount=1&amount=2',
  ])('answers code 2 for an invalid parameter (%s)', async (query) => {
    expect(await questions(query)).toEqual({ response_code: 2, results: [] });
  });

  it('answers code 3 for an unknown or malformed token', async () => {
    const unknown = randomBytes(32).toString('hex');
    expect(await questions(`amount=1&token=${unknown}`)).toEqual({ response_code: 3, results: [] });
    expect(await questions('amount=1&token=not-a-token')).toEqual({ response_code: 3, results: [] });
    const reset = await client.get(`/api_token.php?command=reset&token=${unknown}`);
    expect(reset.body).toMatchObject({ response_code: 3 });
  });

  it('never repeats a question under a token until it is exhausted (code 4), then again after a reset', async () => {
    const requested = await client.get<{ response_code: number; token: string }>('/api_token.php?command=request');
    expect(requested.body).toMatchObject({ response_code: 0, response_message: 'Token Generated Successfully!' });
    const { token } = requested.body;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const smallest = await smallestSlice();
    const seen = new Set<string>();
    let code = 0;
    for (let i = 0; i <= smallest.total && code === 0; i += 1) {
      const body = await questions(`amount=1&${smallest.query}&token=${token}`);
      code = body.response_code;
      for (const result of body.results) {
        expect(seen.has(result.question)).toBe(false);
        seen.add(result.question);
      }
    }
    expect(code).toBe(4);
    expect(seen.size).toBeGreaterThan(0);
    const reset = await client.get(`/api_token.php?command=reset&token=${token}`);
    expect(reset.body).toEqual({ response_code: 0, token });
    expect((await questions(`amount=1&${smallest.query}&token=${token}`)).response_code).toBe(0);
  });

  /** How many true-or-false questions a slice holds, found by asking for ever more until code 1. */
  async function countOf(query: string): Promise<number> {
    let n = 0;
    while (n < 50 && (await questions(`amount=${n + 1}&${query}`)).response_code === 0) n += 1;
    return n;
  }

  let smallestFound: { query: string; total: number } | undefined;
  /** The smallest slice (one category, one level, true or false) keeps loops short; found once. */
  async function smallestSlice(): Promise<{ query: string; total: number }> {
    if (smallestFound) return smallestFound;
    let smallest = { query: '', total: Infinity };
    for (const category of [9, 11, 12, 14, 17, 21, 22, 23]) {
      for (const difficulty of ['easy', 'medium', 'hard']) {
        const query = `category=${category}&difficulty=${difficulty}&type=boolean`;
        if ((await questions(`amount=50&${query}`)).response_code === 0) continue;
        const total = await countOf(query);
        if (total > 0 && total < smallest.total) smallest = { query, total };
      }
    }
    if (!Number.isFinite(smallest.total)) throw new Error('Every slice holds 50 or more questions');
    smallestFound = smallest;
    return smallest;
  }

  it('answers code 2 for a token command it does not know', async () => {
    expect((await client.get('/api_token.php?command=destroy')).body).toMatchObject({ response_code: 2 });
    expect((await client.get('/api_token.php')).body).toMatchObject({ response_code: 2 });
  });

  it('lists the categories we can serve in ascending id order, with counts that add up', async () => {
    const list = await client.get<{ trivia_categories: { id: number; name: string }[] }>('/api_category.php');
    const ids = list.body.trivia_categories.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([9, 11, 17, 21, 22, 23]));
    expect(ids).not.toContain(15);
    const count = await client.get<Count>('/api_count.php?category=22');
    const c = count.body.category_question_count;
    expect(count.body.category_id).toBe(22);
    expect(c.total_question_count).toBe(
      c.total_easy_question_count! + c.total_medium_question_count! + c.total_hard_question_count!,
    );
    expect(c.total_question_count).toBeGreaterThan(50);
    const lacking = await client.get<Count>('/api_count.php?category=15');
    expect(lacking.body.category_question_count.total_question_count).toBe(0);
    expect((await client.get('/api_count.php?category=abc')).body).toEqual({ response_code: 2 });
    const global = await client.get<{
      overall: { total_num_of_verified_questions: number };
      categories: Record<string, { total_num_of_questions: number }>;
    }>('/api_count_global.php');
    expect(global.body.categories['22']?.total_num_of_questions).toBe(c.total_question_count);
    expect(Object.keys(global.body.categories).map(Number)).toEqual(ids);
    const summed = Object.values(global.body.categories).reduce((sum, x) => sum + x.total_num_of_questions, 0);
    expect(global.body.overall.total_num_of_verified_questions).toBeGreaterThanOrEqual(summed);
  });

  it('keeps the site API under /api: the OpenTDB paths are not served there', async () => {
    expect((await client.get('/api/api.php?amount=1')).status).toBe(404);
  });
});

describe("the OpenTDB surface's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('allows one questions request per address every 5 seconds; the next gets code 5, 429 and Retry-After', async () => {
    const client = t.client('10.70.1.1');
    const first = await client.get<Questions>('/api.php?amount=1');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"opentdb";q=1;w=5');
    const second = await client.get<Questions>('/api.php?amount=1');
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ response_code: 5, results: [] });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.client('10.70.1.2').get('/api.php?amount=1')).status).toBe(200);
    // Tokens and counts are not held to the questions budget.
    expect((await client.get('/api_token.php?command=request')).status).toBe(200);
  });
});
