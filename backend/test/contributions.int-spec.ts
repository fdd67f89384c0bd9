import { randomUUID } from 'node:crypto';
import type { AdminContributionPage, Contribution, ContributionCheck } from '@trivia/contracts';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { retireMissing } from '../src/question-bank/question-bank.seed';
import { auditRowsFor, newAdmin, newMember } from './admin-fixtures';
import {
  contribute,
  contributionCount,
  freshQuestion,
  retireQuestions,
  someBankQuestion,
} from './contribution-fixtures';
import { startTestApp, type TestApp } from './harness';

describe('community contributions', () => {
  let t: TestApp;
  const made: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await retireQuestions(t, made);
    await t.close();
  });

  const someId = randomUUID();
  it.each([
    ['POST', '/api/contributions/check', 'may'],
    ['POST', '/api/contributions', 'may'],
    ['GET', '/api/contributions/mine', 'may'],
    ['GET', '/api/admin/contributions', 'may not'],
    ['POST', `/api/admin/contributions/${someId}/approve`, 'may not'],
    ['POST', `/api/admin/contributions/${someId}/reject`, 'may not'],
  ] as const)('%s %s: a guest gets 401, a member %s', async (method, url, member) => {
    const { word: _, ...body } = freshQuestion();
    const call = (client: ReturnType<TestApp['client']>) =>
      method === 'GET' ? client.get(url) : client.send(method, url, url.endsWith('reject') ? { reason: 'No' } : body);
    expect(await call(t.client())).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    const answer = await call((await newMember(t)).client);
    if (member === 'may not') expect(answer).toMatchObject({ status: 403, body: { code: 'AUTH_010' } });
    else expect(answer.status).toBeLessThan(300);
  });

  it('checks a question as the member types, storing nothing, with what to fix on each field', async () => {
    const member = await newMember(t);
    const { word: _, ...good } = freshQuestion();
    expect(await member.client.send('POST', '/api/contributions/check', good)).toMatchObject({
      status: 200,
      body: { ok: true, problems: [] },
    });
    const bad = await member.client.send<ContributionCheck>('POST', '/api/contributions/check', {
      ...good,
      prompt: 'What <b>color</b> is the sky on a clear summer day?',
      asOf: '2999-01-01',
    });
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.problems).toEqual(
      expect.arrayContaining([
        { path: 'prompt', message: expect.stringContaining('HTML') },
        { path: 'asOf', message: '“True as of” cannot be a date in the future.' },
      ]),
    );
    const spelling = await member.client.send<ContributionCheck>('POST', '/api/contributions/check', {
      ...good,
      prompt: 'What color is the sky on a clear summer day in the test valley?',
    });
    expect(spelling.body.problems).toEqual([{ path: 'prompt', message: expect.stringContaining('"colour"') }]);
    expect(await contributionCount(t, member.id)).toBe(0);
  });

  it('refuses a question that fails QC with VAL_001 and its issues, and stores nothing', async () => {
    const member = await newMember(t);
    const { word: _, ...question } = freshQuestion({
      type: 'multiple_choice',
      answer: 'Paris',
      options: ['Paris', 'Lyon', '<script>alert(1)</script>', 'Lyon'],
    });
    const refused = await member.client.send('POST', '/api/contributions', question);
    expect(refused).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect((refused.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['options.2', 'options.3']),
    );
    const badLink = await member.client.send('POST', '/api/contributions', { ...question, sourceUrl: 'ftp://x.org' });
    expect(badLink).toMatchObject({ status: 400, body: { code: 'VAL_001', issues: [{ path: 'sourceUrl' }] } });
    expect(await contributionCount(t, member.id)).toBe(0);
  });

  it('refuses a question the bank already asks, naming it', async () => {
    const member = await newMember(t);
    const bank = await someBankQuestion(t);
    const { word: _, ...question } = freshQuestion({
      category: bank.category as 'science',
      prompt: bank.prompt.toUpperCase(),
      answer: 'Something else entirely',
      aliases: [],
    });
    expect(await member.client.send('POST', '/api/contributions', question)).toMatchObject({
      status: 400,
      // The bank may ask it in more than one form (typed and multiple choice): any of them is named.
      body: {
        code: 'VAL_001',
        issues: [{ path: 'prompt', message: expect.stringMatching(/^The bank already asks this: “.+”$/) }],
      },
    });
    expect(await contributionCount(t, member.id)).toBe(0);
  });

  it('takes ten questions an hour from a member, then refuses with RATE_001 and stores no more', async () => {
    const member = await newMember(t);
    for (let i = 0; i < 10; i += 1) await contribute(member.client);
    const { word: _, ...eleventh } = freshQuestion();
    const refused = await member.client.send('POST', '/api/contributions', eleventh);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contributionCount(t, member.id)).toBe(10);
    // Someone else's allowance is their own.
    const other = await newMember(t);
    await contribute(other.client);
  });

  it('approves a question into the bank, drawable and credited, and the contributor sees it approved', async () => {
    const member = await newMember(t, 'Jane Doe-Tester');
    const admin = await newAdmin(t);
    const sent = await contribute(member.client, { category: 'space', difficulty: 'hard' });
    expect(sent).toMatchObject({ status: 'pending', contributor: { id: member.id, name: 'Jane D.' } });
    const queue = await admin.client.get<AdminContributionPage>('/api/admin/contributions?status=pending');
    expect(queue.body.items.map((c) => c.id)).toContain(sent.id);
    expect(queue.body.counts.pending).toBeGreaterThan(0);

    const approved = await admin.client.send<Contribution>('POST', `/api/admin/contributions/${sent.id}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', questionId: `contrib-${sent.id}` } });
    made.push(approved.body.questionId!);

    const source = t.app.get(QuestionSourceService);
    expect(source.get(approved.body.questionId!)).toMatchObject({
      prompt: sent.prompt,
      source: 'Contributed by Jane D. — https://en.wikipedia.org/wiki/Moth',
      contributorId: member.id,
      qcPassed: true,
    });
    const drawn = source.tryDraw({
      count: 100_000,
      types: ['text'],
      categories: ['space'],
      difficulty: 'hard',
      seed: 's',
    });
    expect(drawn.map((q) => q.id)).toContain(approved.body.questionId);

    const mine = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(mine.body.find((c) => c.id === sent.id)).toMatchObject({
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    expect(await auditRowsFor(t, sent.id)).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'contribution.approved',
        target_type: 'contribution',
        after: { status: 'approved', question: approved.body.questionId },
      }),
    ]);
    // The second decision finds it decided already.
    expect(
      await admin.client.send('POST', `/api/admin/contributions/${sent.id}/reject`, { reason: 'Too late' }),
    ).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
  });

  it('a new bank file leaves contributed questions in play', async () => {
    const member = await newMember(t);
    const admin = await newAdmin(t);
    const sent = await contribute(member.client);
    const approved = await admin.client.send<Contribution>('POST', `/api/admin/contributions/${sent.id}/approve`, {});
    const id = approved.body.questionId!;
    made.push(id);
    const [generated] = (await t.dataSource.query(
      `SELECT id FROM questions WHERE NOT retired AND id NOT LIKE 'contrib-%' ORDER BY id LIMIT 1`,
    )) as { id: string }[];
    const others: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM questions WHERE id <> $1 AND id NOT LIKE 'contrib-%'`,
      [generated!.id],
    );
    // A bank file without `generated` (and, like every file, without contributions), never committed.
    const retired = await t.dataSource
      .transaction(async (manager) => {
        await retireMissing(
          manager,
          others.map((row) => row.id),
        );
        const rows: { id: string; retired: boolean }[] = await manager.query(
          `SELECT id, retired FROM questions WHERE id = ANY($1)`,
          [[generated!.id, id]],
        );
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows: { id: string; retired: boolean }[] }) => error.rows);
    expect(Object.fromEntries(retired.map((row) => [row.id, row.retired]))).toEqual({
      [generated!.id]: true,
      [id]: false,
    });
  });

  it('edits on approval run QC again: a bad edit changes nothing, a good one goes into the bank as edited', async () => {
    const member = await newMember(t);
    const admin = await newAdmin(t);
    const sent = await contribute(member.client);
    const url = `/api/admin/contributions/${sent.id}/approve`;
    const bad = await admin.client.send('POST', url, {
      edits: { prompt: 'What <i>colour</i> is this made-up test creature?' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VAL_001', issues: [{ path: 'prompt' }] } });
    const still = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(still.body[0]).toMatchObject({ id: sent.id, status: 'pending', questionId: null });
    expect(await auditRowsFor(t, sent.id)).toEqual([]);

    const prompt = `Which pale made-up moth of the test valley do its students call the ${sent.word}?`;
    const good = await admin.client.send<Contribution>('POST', url, { edits: { prompt, difficulty: 'easy' } });
    expect(good).toMatchObject({ status: 200, body: { status: 'approved', prompt, difficulty: 'easy' } });
    made.push(good.body.questionId!);
    expect(t.app.get(QuestionSourceService).get(good.body.questionId!)).toMatchObject({
      prompt,
      difficulty: 'easy',
      answer: sent.answer,
      aliases: sent.aliases,
    });
    expect(await auditRowsFor(t, sent.id)).toEqual([
      expect.objectContaining({
        before: { status: 'pending', prompt: sent.prompt, difficulty: 'medium' },
        after: { status: 'approved', question: good.body.questionId, prompt, difficulty: 'easy' },
      }),
    ]);
  });

  it('rejects with a reason the contributor can read; nothing enters the bank', async () => {
    const member = await newMember(t);
    const admin = await newAdmin(t);
    const sent = await contribute(member.client);
    expect(await admin.client.send('POST', `/api/admin/contributions/${sent.id}/reject`, { reason: '' })).toMatchObject(
      { status: 400, body: { code: 'VAL_001' } },
    );
    const reason = 'We could not confirm this from the link given.';
    expect(await admin.client.send('POST', `/api/admin/contributions/${sent.id}/reject`, { reason })).toMatchObject({
      status: 200,
      body: { status: 'rejected', reason, questionId: null },
    });
    const mine = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(mine.body).toEqual([expect.objectContaining({ id: sent.id, status: 'rejected', reason })]);
    expect(t.app.get(QuestionSourceService).get(`contrib-${sent.id}`)).toBeUndefined();
    expect(await auditRowsFor(t, sent.id)).toEqual([
      expect.objectContaining({ action: 'contribution.rejected', after: { status: 'rejected', reason } }),
    ]);
    const rejected = await admin.client.get<AdminContributionPage>('/api/admin/contributions?status=rejected');
    expect(rejected.body.items[0]).toMatchObject({ id: sent.id, reason });
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad status filter', async () => {
    const admin = await newAdmin(t);
    for (const id of [randomUUID(), 'not-an-id']) {
      expect(await admin.client.send('POST', `/api/admin/contributions/${id}/approve`, {})).toMatchObject({
        status: 404,
        body: { code: 'RES_001' },
      });
    }
    expect(await admin.client.get('/api/admin/contributions?status=lost')).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
  });
});
