import type { BuilderDraft, BuilderQuestion, CreateBuilderDraftRequest } from '@trivia/contracts';
import { type Refusal, startDraft } from './builder-fixtures';
import { startTestApp, type TestApp, type TestClient } from './harness';
import { member } from './hosted-fixtures';

type Swapped = { question: BuilderQuestion } & Refusal;

describe('the quiz builder: swapping questions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idsOf = (draft: BuilderDraft) => draft.rounds.flatMap((round) => round.questions.map((q) => q.id));
  const swap = (client: TestClient, draft: BuilderDraft, body: object) =>
    client.send<Swapped>('POST', `/api/builder/drafts/${draft.id}/swap`, body);

  async function factsOf(ids: readonly string[]): Promise<Map<string, string>> {
    const rows: { id: string; fact_key: string }[] = await t.dataSource.query(
      `SELECT id, fact_key FROM questions WHERE id = ANY($1)`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.fact_key]));
  }

  it('swaps a question for another of the same category and level, new to the draft', async () => {
    const { client } = await member(t, 'essentials');
    const draft = await startDraft(client, { archetype: 'science-nature', length: 30 });
    const target = draft.rounds[1]!.questions[2]!;
    const inDraft = idsOf(draft);
    const exclude: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const swapped = await swap(client, draft, { questionId: target.id, inDraft, exclude });
      expect(swapped.status).toBe(200);
      const { question } = swapped.body;
      expect(question).toMatchObject({ category: target.category, difficulty: target.difficulty, type: target.type });
      expect(inDraft.includes(question.id) || exclude.includes(question.id)).toBe(false);
      exclude.push(question.id);
    }
  });

  it('swaps again what it swapped in a moment ago, unsaved, never bringing back a fact the editor holds', async () => {
    const { client } = await member(t, 'pub-premium');
    const draft = await startDraft(client, { archetype: 'true-or-false', length: 30 });
    // The editor's view: each swap replaces the question in place and nothing is autosaved in between.
    const held = idsOf(draft);
    const exclude: string[] = [];
    // The question with the fewest like-for-like facts new to the draft, but a few, so the bank runs out in the test.
    const [{ id: first }] = (await t.dataSource.query(
      `SELECT q.id FROM questions q JOIN questions o USING (type, category, difficulty)
        WHERE q.id = ANY($1) AND o.qc_passed AND NOT o.retired
          AND o.fact_key NOT IN (SELECT fact_key FROM questions WHERE id = ANY($1))
        GROUP BY q.id HAVING count(DISTINCT o.fact_key) >= 3 ORDER BY count(DISTINCT o.fact_key), q.id LIMIT 1`,
      [held],
    )) as [{ id: string }];
    let current = first;
    let refusal: Refusal | null = null;
    for (let i = 0; i < 100 && !refusal; i += 1) {
      const swapped = await swap(client, draft, { questionId: current, inDraft: held, exclude });
      if (swapped.status !== 200) {
        refusal = swapped.body;
        break;
      }
      const next = swapped.body.question.id;
      const facts = await factsOf([...held, ...exclude, next]);
      expect([...held, ...exclude].map((id) => facts.get(id))).not.toContain(facts.get(next));
      held[held.indexOf(current)] = next;
      exclude.push(current);
      current = next;
    }
    // Every like-for-like question was swapped in once, the last one too, until the bank had no other left.
    expect(exclude.length).toBeGreaterThan(1);
    expect(refusal).toMatchObject({
      code: 'QUIZ_002',
      message: expect.stringMatching(/^No other \w+ .+ question is left to swap in\.$/),
    });
    const stored = await client.get<BuilderDraft>(`/api/builder/drafts/${draft.id}`);
    expect(stored.body).toMatchObject({ version: 0, rounds: draft.rounds });
  });

  it('keeps "not from my last N quizzes" when drawing a draft and when swapping in it', async () => {
    const { client, id } = await member(t, 'essentials');
    const first = await startDraft(client, { archetype: 'general-knowledge', length: 30 });
    expect((await client.send('POST', `/api/builder/drafts/${first.id}/save`)).status).toBe(200);
    const [{ fact_keys: used }] = (await t.dataSource.query(`SELECT fact_keys FROM quizzes WHERE owner_id = $1`, [
      id,
    ])) as [{ fact_keys: string[] }];
    const fresh = await startDraft(client, { archetype: 'general-knowledge', length: 30, avoidRecent: 1 });
    const freshFacts = await factsOf(idsOf(fresh));
    expect([...freshFacts.values()].filter((fact) => used.includes(fact))).toEqual([]);
    const avoiding = await startDraft(client, {
      archetype: 'science-nature',
      length: 30,
      categories: ['space'],
      avoidRecent: 1,
    });
    // As if the member's last quiz had asked every Space fact in the bank.
    await t.dataSource.query(
      `UPDATE quizzes SET fact_keys = (SELECT array_agg(DISTINCT fact_key) FROM questions WHERE category = 'space')
        WHERE owner_id = $1`,
      [id],
    );
    const spaceDraft: CreateBuilderDraftRequest = { archetype: 'science-nature', length: 30, categories: ['space'] };
    const short = await client.send<Refusal>('POST', '/api/builder/drafts', { ...spaceDraft, avoidRecent: 1 });
    expect(short.body.code).toBe('QUIZ_002');
    expect(short.body.message).toContain('leaving out the facts of your last quiz');
    const allowing = await startDraft(client, spaceDraft);

    const [questionId] = idsOf(avoiding);
    const refused = await swap(client, avoiding, { questionId, inDraft: idsOf(avoiding) });
    expect(refused.body).toMatchObject({
      code: 'QUIZ_002',
      message: expect.stringMatching(
        /^No other \w+ Space question is left to swap in, leaving out the facts of your last quiz\.$/,
      ),
    });
    const [allowedId] = idsOf(allowing);
    const swapped = await swap(client, allowing, { questionId: allowedId, inDraft: idsOf(allowing) });
    expect(swapped.status).toBe(200);
    expect(swapped.body.question.category).toBe('space');
  });

  it('refuses a swap that does not say what the editor holds, or names no bank question, changing nothing', async () => {
    const owner = await member(t, 'essentials');
    const draft = await startDraft(owner.client, { archetype: 'music', length: 30 });
    const [questionId] = idsOf(draft);
    const missing = await swap(owner.client, draft, { questionId });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VAL_001');
    const tooMany = await swap(owner.client, draft, { questionId, inDraft: Array.from({ length: 201 }, () => 'x') });
    expect(tooMany.status).toBe(400);
    const unknown = await swap(owner.client, draft, { questionId: 'nope', inDraft: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('RES_001');
    const other = await member(t, 'pub-premium');
    expect((await swap(other.client, draft, { questionId, inDraft: idsOf(draft) })).status).toBe(404);
  });
});
