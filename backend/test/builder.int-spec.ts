import type { BuilderDraft, BuilderHome, SavedBuilderQuiz } from '@trivia/contracts';
import { CSV_IMPORTS, DRAFT_AUTOSAVES, DRAFTS_STARTED, QUESTIONS_SWAPPED } from '../src/builder/builder-limits';
import { RATE_LIMITER, type RateLimiter } from '../src/infra/rate-limit/rate-limiter';
import { contentOf, ownQuestion, type Refusal, startDraft, takeCustomQuizzes } from './builder-fixtures';
import { startTestApp, type TestApp } from './harness';
import { member } from './hosted-fixtures';

describe('the quiz builder: drafts and their rules', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const draftsOf = async (userId: string) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM builder_drafts WHERE owner_id = $1`, [userId]))[0].count);

  it('refuses members whose plan has no builder with DL_001, and guests with a login', async () => {
    for (const plan of [undefined, 'pub-standard'] as const) {
      const { client, id } = await member(t, plan);
      expect((await client.get<Refusal>('/api/builder')).body.code).toBe('DL_001');
      const refused = await client.send<Refusal>('POST', '/api/builder/drafts', { archetype: 'sport', length: 30 });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'DL_001', message: 'Subscription required' });
      expect(await draftsOf(id)).toBe(0);
    }
    expect((await t.client().get<Refusal>('/api/builder')).status).toBe(401);
  });

  it('draws a 30-question draft round by round with no fact twice, and shows the month’s quota', async () => {
    const { client } = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'classic-pub', length: 30, curve: 'rising' });
    expect(draft.rounds.map((round) => round.title)).toEqual(['General Knowledge', 'Film, TV & Music', 'Sport']);
    const questions = draft.rounds.flatMap((round) => round.questions);
    expect(questions).toHaveLength(30);
    expect(new Set(questions.map((q) => q.id)).size).toBe(30);
    expect(questions.every((q) => q.origin === 'bank' && q.source && q.asOf)).toBe(true);
    expect(draft.rounds[2]!.questions.every((q) => q.category === 'sport')).toBe(true);
    expect(draft).toMatchObject({ version: 0, quizSlug: null, title: 'My Classic Pub Quiz' });
    const home = await client.get<BuilderHome>('/api/builder');
    expect(home.body.quota).toMatchObject({ used: 0, limit: 10, left: 10 });
    expect(home.body.drafts).toEqual([expect.objectContaining({ id: draft.id, questionCount: 30, target: 30 })]);
    expect((await client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`)).body.rounds).toEqual(draft.rounds);
  });

  it('autosaves a valid edit and refuses a stale version with 409, changing nothing', async () => {
    const { client } = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'sport', length: 30 });
    const edited = contentOf(draft);
    edited.rounds[0]!.title = 'Warm-up';
    edited.rounds[1]!.questions.push(ownQuestion());
    const saved = await client.send<BuilderDraft>('PUT', `/api/builder/drafts/${draft.id}`, edited);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, rounds: [{ title: 'Warm-up' }, {}, {}] });
    expect(saved.body.rounds[1]!.questions).toHaveLength(11);
    const stale = await client.send<Refusal>('PUT', `/api/builder/drafts/${draft.id}`, {
      ...edited,
      title: 'Lost edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VAL_001');
    expect((await client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`)).body.title).toBe(draft.title);
  });

  it('names the field of every invalid edit with QUIZ_003, and stores none of it', async () => {
    const { client } = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'general-knowledge', length: 30 });
    const refusal = async (change: (body: ReturnType<typeof contentOf>) => void) => {
      const body = contentOf(draft);
      change(body);
      const response = await client.send<Refusal>('PUT', `/api/builder/drafts/${draft.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('QUIZ_003');
      return response.body.issues;
    };
    expect(await refusal((b) => (b.rounds[1]!.questions[3]!.answer = ''))).toContainEqual({
      path: 'rounds.1.questions.3.answer',
      message: 'The answer is required',
    });
    expect(
      await refusal((b) => b.rounds[0]!.questions.splice(0, 1, ownQuestion({ options: ['Green', 'green', 'Red'] }))),
    ).toContainEqual({ path: 'rounds.0.questions.0.options.1', message: 'This option repeats option 1.' });
    expect(await refusal((b) => b.rounds[0]!.questions.splice(1, 1, ownQuestion({ answer: 'Purple' })))).toContainEqual(
      expect.objectContaining({ path: 'rounds.0.questions.1.answer' }),
    );
    expect(await refusal((b) => (b.rounds[2]!.questions[0]!.prompt = 'Q'.repeat(301)))).toContainEqual({
      path: 'rounds.2.questions.0.prompt',
      message: 'The question must be 300 characters or fewer',
    });
    expect(await refusal((b) => (b.rounds[0]!.questions[4]!.id = 'not-in-the-bank'))).toContainEqual({
      path: 'rounds.0.questions.4.id',
      message: 'This question is no longer in the bank: swap it or write your own.',
    });
    expect(
      await refusal((b) => b.rounds[0]!.questions.push(ownQuestion({ prompt: 'Who painted <b>this</b> picture?' }))),
    ).toContainEqual({ path: 'rounds.0.questions.10.prompt', message: 'Remove the HTML: plain text only.' });
    expect(
      await refusal((b) => b.rounds[0]!.questions.push(ownQuestion({ prompt: 'What color is the sky in summer?' }))),
    ).toContainEqual({
      path: 'rounds.0.questions.10.prompt',
      message: 'Use the British spelling "colour", not "color".',
    });
    const again = await refusal((b) => b.rounds[2]!.questions.push({ ...b.rounds[0]!.questions[0]! }));
    expect(again).toContainEqual(expect.objectContaining({ path: 'rounds.2.questions.10.id' }));
    const stored = await client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`);
    expect(stored.body).toMatchObject({ version: 0, rounds: draft.rounds });
  });

  it('refuses to start or save a quiz past the month’s quota with QUIZ_001, saying what is used and when more come', async () => {
    const { client, id } = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'sport', length: 30 });
    await takeCustomQuizzes(t, id, 10);
    const start = await client.send<Refusal>('POST', '/api/builder/drafts', { archetype: 'sport', length: 30 });
    expect(start.status).toBe(429);
    expect(start.body.code).toBe('QUIZ_001');
    expect(start.body.message).toMatch(
      /^You have used 10 of 10 custom quizzes this month\. More on \d{1,2} \w+ \d{4}\.$/,
    );
    const save = await client.send<Refusal>('POST', `/api/builder/drafts/${draft.id}/save`);
    expect(save.status).toBe(429);
    expect(save.body.code).toBe('QUIZ_001');
    expect(await t.dataSource.query(`SELECT 1 FROM quizzes WHERE owner_id = $1`, [id])).toHaveLength(0);
    const home = await client.get<BuilderHome>('/api/builder');
    expect(home.body.quota).toMatchObject({ used: 10, limit: 10, left: 0 });
    expect(Date.parse(home.body.quota.resetsAt)).toBeGreaterThan(Date.now());
    expect(await draftsOf(id)).toBe(1);
  });

  it('refuses a draft the bank cannot fill with QUIZ_002 naming what is short, and an incomplete save with QUIZ_003', async () => {
    const { client, id } = await member(t, 'pub-premium');
    const short = await client.send<Refusal>('POST', '/api/builder/drafts', {
      archetype: 'true-or-false',
      length: 30,
      categories: ['space'],
      curve: 'flat',
    });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('QUIZ_002');
    expect(short.body.message).toMatch(
      /^Only \d+ medium Space questions? left for round \d \("True or False \d"\) of the 10 it needs/,
    );
    const marked = await client.send<Refusal>('POST', '/api/builder/drafts', {
      archetype: 'film-tv',
      length: 30,
      title: '<script>alert(1)</script>',
    });
    expect(marked.body).toMatchObject({
      code: 'QUIZ_003',
      issues: [{ path: 'title', message: 'Remove the HTML: plain text only.' }],
    });
    expect(await draftsOf(id)).toBe(0);
    const draft = await startDraft(client, { archetype: 'film-tv', length: 30 });
    const emptied = contentOf(draft);
    emptied.rounds[2]!.questions = [];
    emptied.rounds[1]!.questions = emptied.rounds[1]!.questions.slice(0, 3);
    expect((await client.send('PUT', `/api/builder/drafts/${draft.id}`, emptied)).status).toBe(200);
    const save = await client.send<Refusal>('POST', `/api/builder/drafts/${draft.id}/save`);
    expect(save.status).toBe(400);
    expect(save.body.issues).toEqual([{ path: 'rounds.2.questions', message: 'Round 3 has no questions yet.' }]);
    emptied.rounds[0]!.questions = emptied.rounds[0]!.questions.slice(0, 5);
    emptied.version = 1;
    expect((await client.send('PUT', `/api/builder/drafts/${draft.id}`, emptied)).status).toBe(200);
    const tooShort = await client.send<SavedBuilderQuiz & Refusal>('POST', `/api/builder/drafts/${draft.id}/save`);
    expect(tooShort.body.issues).toContainEqual({
      path: 'rounds',
      message: 'A quiz has 10 to 70 questions: this one has 8.',
    });
  });

  it("limits each member's drafts, swaps, imports and autosaves with RATE_001, changing nothing", async () => {
    const { client, id } = await member(t, 'essentials');
    const other = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'sport', length: 30 });
    const limiter = t.app.get<RateLimiter>(RATE_LIMITER);
    for (const policy of [DRAFTS_STARTED, QUESTIONS_SWAPPED, CSV_IMPORTS, DRAFT_AUTOSAVES])
      await limiter.consume(policy, id, policy.points);
    const [first] = draft.rounds[0]!.questions;
    const inDraft = draft.rounds.flatMap((round) => round.questions.map((question) => question.id));
    const refusals = await Promise.all([
      client.send<Refusal>('POST', '/api/builder/drafts', { archetype: 'sport', length: 30 }),
      client.send<Refusal>('POST', `/api/builder/drafts/${draft.id}/swap`, { questionId: first!.id, inDraft }),
      client.send<Refusal>('POST', '/api/builder/import', { csv: 'not even a header' }),
      client.send<Refusal>('PUT', `/api/builder/drafts/${draft.id}`, { ...contentOf(draft), title: 'Too often' }),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_001');
    }
    expect(await draftsOf(id)).toBe(1);
    expect((await client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`)).body).toMatchObject({
      version: 0,
      title: draft.title,
    });
    // The budgets are each member's own.
    expect((await startDraft(other.client, { archetype: 'sport', length: 30 })).version).toBe(0);
  });

  it('shows a draft to nobody but its owner', async () => {
    const owner = await member(t, 'essentials');
    const other = await member(t, 'pub-premium');
    const draft = await startDraft(owner.client, { archetype: 'music', length: 30 });
    expect((await other.client.get<Refusal>(`/api/builder/drafts/${draft.id}`)).status).toBe(404);
    expect((await other.client.send('PUT', `/api/builder/drafts/${draft.id}`, contentOf(draft))).status).toBe(404);
    expect((await other.client.send('DELETE', `/api/builder/drafts/${draft.id}`)).status).toBe(404);
    expect((await other.client.send('POST', `/api/builder/drafts/${draft.id}/save`)).status).toBe(404);
    expect((await other.client.get(`/api/builder/drafts/${draft.id}/export.csv`)).status).toBe(404);
    expect((await owner.client.get('/api/builder/drafts/not-a-uuid')).status).toBe(404);
    expect((await owner.client.send('DELETE', `/api/builder/drafts/${draft.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/builder/drafts/${draft.id}`)).status).toBe(404);
  });
});
