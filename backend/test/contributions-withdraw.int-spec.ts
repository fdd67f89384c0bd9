import { randomUUID } from 'node:crypto';
import type { AdminContributionPage, Contribution } from '@trivia/contracts';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { newAdmin, newMember } from './admin-fixtures';
import { contribute, retireQuestions } from './contribution-fixtures';
import { startTestApp, type TestApp } from './harness';

describe('community contributions: withdrawing one', () => {
  let t: TestApp;
  const made: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await retireQuestions(t, made);
    await t.close();
  });

  const withdrawPath = (id: string) => `/api/contributions/${id}/withdraw`;
  const queueIds = async (admin: Awaited<ReturnType<typeof newAdmin>>) =>
    (await admin.client.get<AdminContributionPage>('/api/admin/contributions?status=pending')).body.items.map(
      (c) => c.id,
    );

  it('takes a waiting question out of the admins’ queue; the member may send it again', async () => {
    const member = await newMember(t);
    const admin = await newAdmin(t);
    const sent = await contribute(member.client);
    expect(await queueIds(admin)).toContain(sent.id);

    const withdrawn = await member.client.send<Contribution>('POST', withdrawPath(sent.id));
    expect(withdrawn).toMatchObject({ status: 200, body: { id: sent.id, status: 'withdrawn', reviewedAt: null } });
    const mine = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(mine.body).toEqual([expect.objectContaining({ id: sent.id, status: 'withdrawn' })]);
    expect(await queueIds(admin)).not.toContain(sent.id);
    const page = await admin.client.get<AdminContributionPage>('/api/admin/contributions?status=pending');
    expect(Object.keys(page.body.counts).sort()).toEqual(['approved', 'pending', 'rejected']);
    expect((await admin.client.get('/api/admin/contributions?status=withdrawn')).status).toBe(400);
    // An admin can no longer decide on it.
    expect(await admin.client.send('POST', `/api/admin/contributions/${sent.id}/approve`, {})).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', message: 'This contribution was already withdrawn' },
    });
    expect(t.app.get(QuestionSourceService).get(`contrib-${sent.id}`)).toBeUndefined();
    // Not a duplicate of itself: the same question may be sent again.
    const { type, category, difficulty, prompt, answer, aliases, sourceUrl, asOf } = sent;
    const request = { type, category, difficulty, prompt, answer, aliases, sourceUrl, asOf };
    const again = await member.client.send<Contribution>('POST', '/api/contributions', request);
    expect(again).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await member.client.send('POST', withdrawPath(sent.id))).status).toBe(400);
  });

  it('answers 404 to anyone but its sender, and to an unknown or malformed id', async () => {
    const member = await newMember(t);
    const sent = await contribute(member.client);
    const other = await newMember(t);
    const admin = await newAdmin(t);
    for (const client of [other.client, admin.client]) {
      expect(await client.send('POST', withdrawPath(sent.id))).toMatchObject({
        status: 404,
        body: { code: 'RES_001' },
      });
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await member.client.send('POST', withdrawPath(id))).status).toBe(404);
    }
    expect((await t.client().send('POST', withdrawPath(sent.id))).status).toBe(401);
    const mine = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(mine.body).toEqual([expect.objectContaining({ id: sent.id, status: 'pending' })]);
  });

  it('refuses once an admin has approved it, with VAL_001 saying so, and changes nothing', async () => {
    const member = await newMember(t);
    const admin = await newAdmin(t);
    const sent = await contribute(member.client);
    const approved = await admin.client.send<Contribution>('POST', `/api/admin/contributions/${sent.id}/approve`, {});
    expect(approved.status).toBe(200);
    made.push(approved.body.questionId!);
    expect(await member.client.send('POST', withdrawPath(sent.id))).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', message: 'This contribution was already approved' },
    });
    const mine = await member.client.get<Contribution[]>('/api/contributions/mine');
    expect(mine.body).toEqual([expect.objectContaining({ id: sent.id, status: 'approved' })]);
    expect(t.app.get(QuestionSourceService).get(approved.body.questionId!)).toBeDefined();
  });
});
