import { randomUUID } from 'node:crypto';
import type { Contribution, QuestionBankStats } from '@trivia/contracts';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { freshQuestion } from './contribution-fixtures';
import { eventually, STRONG_PASSWORD, uniqueEmail } from './harness';
import { type ClusterNode, HttpClient, scaleOut, startNodes } from './node-cluster';

const describeScaleOut = scaleOut ? describe : describe.skip;

/** An approval on one node puts the question in every node's copy of the bank, without a restart. */
describeScaleOut('an approved contribution across two nodes', () => {
  const nodes: ClusterNode[] = [];
  const db = new Client({ connectionString: process.env.IT_DATABASE_URL });
  let questionId: string | null = null;

  beforeAll(async () => {
    nodes.push(...(await startNodes(2, `it-contrib-${randomUUID().slice(0, 8)}:`, 'contrib')));
    await db.connect();
  }, 150_000);

  afterAll(async () => {
    for (const node of nodes) node.process.kill('SIGKILL');
    if (questionId) await db.query(`UPDATE questions SET retired = true WHERE id = $1`, [questionId]);
    await db.end();
  });

  const spaceCount = (stats: QuestionBankStats) => stats.byCategory.find((c) => c.category === 'space')?.count ?? 0;

  it('is in play on the other node soon after', async () => {
    const [first, second] = nodes as [ClusterNode, ClusterNode];
    const member = new HttpClient(first.url);
    await member.request('POST', '/api/auth/register', {
      email: uniqueEmail('contrib'),
      password: STRONG_PASSWORD,
      fullName: 'Node Tester',
    });
    const { word: _, ...question } = freshQuestion({ category: 'space' });
    const sent = await member.request<Contribution>('POST', '/api/contributions', question);

    const statsOf = (node: ClusterNode) =>
      new HttpClient(node.url).request<QuestionBankStats>('GET', '/api/question-bank/stats');
    const before = spaceCount(await statsOf(second));
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
    const admin = new HttpClient(first.url);
    await admin.request('POST', '/api/auth/login', { email: demo.email, password: demo.password });
    const approved = await admin.request<Contribution>('POST', `/api/admin/contributions/${sent.id}/approve`, {});
    questionId = approved.questionId;

    expect(spaceCount(await statsOf(first))).toBe(before + 1);
    const after = await eventually(
      () => statsOf(second),
      (stats) => spaceCount(stats) === before + 1,
      10_000,
    );
    expect(spaceCount(after)).toBe(before + 1);
  });
});
