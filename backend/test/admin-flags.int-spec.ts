import { randomUUID } from 'node:crypto';
import { auditRowsFor, DEMO_ADMIN, loginAs, newAdmin, newMember, newTestFlag } from './admin-fixtures';
import { startTestApp, type TestApp } from './harness';

describe('admin: flags, beta testers, the audit log and the question bank', () => {
  let t: TestApp;
  const flags: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.dataSource.query(`DELETE FROM feature_flags WHERE name = ANY($1)`, [flags]);
    await t.close();
  });
  const testFlag = async () => {
    const name = await newTestFlag(t);
    flags.push(name);
    return name;
  };

  it('edits a flag with an audit row of what changed, and refuses bad edits and unknown flags', async () => {
    const actor = await newAdmin(t);
    const name = await testFlag();
    const edited = await actor.client.send('PATCH', `/api/admin/flags/${name}`, {
      enabled: false,
      rolloutPercentage: 30,
      targetRoles: ['SUBSCRIBER'],
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { name, enabled: false, rolloutPercentage: 30, targetRoles: ['SUBSCRIBER'], targetUserCount: 0 },
    });
    const listed = await actor.client.get<{ flags: { name: string; rolloutPercentage: number }[] }>('/api/admin/flags');
    expect(listed.body.flags.find((f) => f.name === name)).toMatchObject({ rolloutPercentage: 30 });
    expect(await auditRowsFor(t, name)).toEqual([
      expect.objectContaining({
        admin_email: actor.email,
        action: 'flag.updated',
        target_type: 'flag',
        before: { enabled: true, rolloutPercentage: 0, targetRoles: [] },
        after: { enabled: false, rolloutPercentage: 30, targetRoles: ['SUBSCRIBER'] },
      }),
    ]);
    for (const body of [
      {},
      { rolloutPercentage: 101 },
      { rolloutPercentage: 12.5 },
      { targetRoles: ['OWNER'] },
      { targetRoles: ['FREE', 'FREE'] },
      { enabled: true, targetUserIds: ['x'] },
    ]) {
      expect(await actor.client.send('PATCH', `/api/admin/flags/${name}`, body)).toMatchObject({
        status: 400,
        body: { code: 'VAL_001' },
      });
    }
    expect(await actor.client.send('PATCH', '/api/admin/flags/Not%20A%20Flag', { enabled: true })).toMatchObject({
      status: 400,
    });
    expect(await actor.client.send('PATCH', '/api/admin/flags/no_such_flag_here', { enabled: true })).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
    expect(await auditRowsFor(t, name)).toHaveLength(1);
  });

  it('grants and revokes beta access: the user gets the feature, once, and the log says who did it', async () => {
    const actor = await newAdmin(t);
    const tester = await newMember(t);
    const name = await testFlag();
    const url = `/api/admin/beta-testers/${tester.id}/features/${name}`;
    expect((await tester.client.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: false });

    const granted = await actor.client.send<{ testers: unknown[] }>('PUT', url);
    expect(granted.status).toBe(200);
    expect(granted.body.testers).toContainEqual({
      userId: tester.id,
      email: tester.email,
      fullName: 'Test Person',
      features: [name],
    });
    expect((await actor.client.send('PUT', url)).status).toBe(200);
    expect((await tester.client.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: true });
    const other = await newMember(t);
    expect((await other.client.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: false });

    const search = await actor.client.get<{ testers: { userId: string }[] }>(
      `/api/admin/beta-testers?q=${encodeURIComponent(tester.email.toUpperCase())}`,
    );
    expect(search.body.testers.map((x) => x.userId)).toEqual([tester.id]);

    expect((await actor.client.send('DELETE', url)).status).toBe(200);
    expect((await tester.client.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: false });
    expect((await auditRowsFor(t, tester.id)).map((r) => [r.action, r.admin_id, r.before, r.after])).toEqual([
      ['beta.granted', actor.id, { flag: name, listed: false }, { flag: name, listed: true }],
      ['beta.revoked', actor.id, { flag: name, listed: true }, { flag: name, listed: false }],
    ]);
    expect(await actor.client.send('PUT', `/api/admin/beta-testers/${randomUUID()}/features/${name}`)).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
    expect(await actor.client.send('PUT', `/api/admin/beta-testers/${tester.id}/features/no_such_flag`)).toMatchObject({
      status: 404,
      body: { code: 'RES_001' },
    });
  });

  it('lists the audit log newest first, by action and by admin, a page at a time', async () => {
    const actor = await newAdmin(t);
    const targets = [await newMember(t), await newMember(t), await newMember(t)];
    for (const target of targets) {
      await actor.client.send('PUT', `/api/admin/users/${target.id}/status`, { disabled: true });
    }
    const mine = `/api/admin/audit-log?admin=${encodeURIComponent(actor.email.toUpperCase())}`;
    const all = await actor.client.get<{ items: { target: { id: string }; action: string }[]; total: number }>(mine);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((e) => e.target.id)).toEqual(targets.map((x) => x.id).reverse());
    const page = await actor.client.get<{ items: unknown[]; page: number }>(`${mine}&pageSize=2&page=2`);
    expect(page.body).toMatchObject({ page: 2, items: [expect.objectContaining({ target: expect.anything() })] });
    expect((await actor.client.get<{ total: number }>(`${mine}&action=user.enabled`)).body.total).toBe(0);
    expect((await actor.client.get<{ total: number }>(`${mine}&action=user.disabled`)).body.total).toBe(3);
    expect(await actor.client.get('/api/admin/audit-log?action=user.exploded')).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
  });

  it('shows the question bank from the loaded bank: the public totals plus seasons and version', async () => {
    const admin = await loginAs(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const response = await admin.get<{
      stats: { total: number; rejected: number };
      bySeason: Record<string, number>;
      version: string | null;
    }>('/api/admin/question-bank');
    expect(response.status).toBe(200);
    const open = await t.client().get('/api/question-bank/stats');
    expect(response.body.stats).toEqual(open.body);
    expect(Object.keys(response.body.bySeason).sort()).toEqual(['bonfire-night', 'christmas', 'halloween']);
    const [stored] = await t.dataSource.query(`SELECT version FROM content_versions WHERE name = 'question-bank'`);
    expect(response.body.version).toBe(stored?.version ?? null);
    const tagged: { count: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM questions WHERE qc_passed AND NOT retired AND 'christmas' = ANY(seasons)`,
    );
    expect(response.body.bySeason.christmas).toBe(tagged[0]!.count);
  });
});
