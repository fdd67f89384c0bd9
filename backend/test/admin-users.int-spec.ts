import { randomUUID } from 'node:crypto';
import { auditRowsFor, DEMO_ADMIN, loginAs, newAdmin, newMember } from './admin-fixtures';
import { startTestApp, type TestApp } from './harness';

describe('admin: users, roles and disabled accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const someId = randomUUID();
  it.each([
    ['GET', '/api/admin/users', undefined],
    ['GET', '/api/admin/audit-log', undefined],
    ['GET', '/api/admin/flags', undefined],
    ['GET', '/api/admin/beta-testers', undefined],
    ['GET', '/api/admin/question-bank', undefined],
    ['PUT', `/api/admin/users/${someId}/role`, { role: 'ADMIN' }],
    ['PUT', `/api/admin/users/${someId}/status`, { disabled: true }],
    ['PATCH', '/api/admin/flags/arena_multiplayer', { enabled: false }],
    ['PUT', `/api/admin/beta-testers/${someId}/features/arena_multiplayer`, undefined],
    ['DELETE', `/api/admin/beta-testers/${someId}/features/arena_multiplayer`, undefined],
  ] as [string, string, unknown][])('%s %s: guest 401, member 403, nothing changed', async (method, url, body) => {
    const call = (client: ReturnType<TestApp['client']>) =>
      method === 'GET' ? client.get(url) : client.send(method as 'PUT', url, body);
    expect(await call(t.client())).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    const { client: member } = await newMember(t);
    expect(await call(member)).toMatchObject({ status: 403, body: { code: 'AUTH_010' } });
  });

  it('lets an admin read every admin list', async () => {
    const admin = await loginAs(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const url of ['users', 'audit-log', 'flags', 'beta-testers', 'question-bank', 'mail-outbox']) {
      expect((await admin.get(`/api/admin/${url}`)).status).toBe(200);
    }
  });

  it('searches by a part of the e-mail or the name, a page at a time, with plan and last login', async () => {
    const admin = await loginAs(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const tag = randomUUID().slice(0, 8);
    const first = await newMember(t, `Zed ${tag} One`);
    await newMember(t, `Zed ${tag} Two`);
    const byName = await admin.get<{ items: { email: string }[]; total: number }>(
      `/api/admin/users?q=${tag}&pageSize=1`,
    );
    expect(byName).toMatchObject({ status: 200, body: { total: 2, page: 1, pageSize: 1 } });
    expect(byName.body.items).toHaveLength(1);
    const page2 = await admin.get<{ items: { email: string }[] }>(`/api/admin/users?q=${tag}&pageSize=1&page=2`);
    expect(page2.body.items[0]!.email).not.toBe(byName.body.items[0]!.email);
    const byEmail = await admin.get<{ items: unknown[] }>(
      `/api/admin/users?q=${first.email.slice(0, 14).toUpperCase()}`,
    );
    expect(byEmail.body.items).toEqual([
      expect.objectContaining({
        id: first.id,
        role: 'MEMBER',
        planId: 'free',
        planLabel: 'Free Account',
        disabled: false,
        lastLoginAt: expect.any(String),
      }),
    ]);
    // A % in the search is a literal, not a wildcard.
    expect((await admin.get<{ total: number }>('/api/admin/users?q=%25%25%25')).body.total).toBe(0);
    expect(await admin.get('/api/admin/users?pageSize=1000')).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
  });

  it('changes a role with an audit row in the same change, and answers the request id', async () => {
    const actor = await newAdmin(t);
    const target = await newMember(t);
    const { body: csrf } = await actor.client.get<{ csrfToken: string }>('/api/auth/csrf-token');
    const promoted = await actor.client.request(
      'PUT',
      `/api/admin/users/${target.id}/role`,
      { role: 'ADMIN' },
      {
        'csrf-token': csrf.csrfToken,
        'x-request-id': 'req-admin-role-1',
      },
    );
    expect(promoted).toMatchObject({ status: 200, body: { id: target.id, role: 'ADMIN' } });
    expect(promoted.headers['x-request-id']).toBe('req-admin-role-1');
    expect((await target.client.get('/api/admin/users')).status).toBe(200);
    // The same role again changes nothing and writes nothing.
    expect((await actor.client.send('PUT', `/api/admin/users/${target.id}/role`, { role: 'ADMIN' })).status).toBe(200);
    await actor.client.send('PUT', `/api/admin/users/${target.id}/role`, { role: 'MEMBER' });
    expect((await target.client.get('/api/admin/users')).status).toBe(403);
    const rows = await auditRowsFor(t, target.id);
    expect(rows).toEqual([
      expect.objectContaining({
        admin_id: actor.id,
        admin_email: actor.email,
        action: 'user.role-changed',
        target_type: 'user',
        target_label: target.email,
        before: { role: 'MEMBER' },
        after: { role: 'ADMIN' },
        request_id: 'req-admin-role-1',
      }),
      expect.objectContaining({ action: 'user.role-changed', before: { role: 'ADMIN' }, after: { role: 'MEMBER' } }),
    ]);
  });

  it('disables an account: its sessions end at once and login is refused until it is enabled again', async () => {
    const actor = await newAdmin(t);
    const target = await newMember(t);
    const otherDevice = await loginAs(t, target.email, target.password);
    const disabled = await actor.client.send('PUT', `/api/admin/users/${target.id}/status`, { disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true, disabledAt: expect.any(String) } });
    expect((await target.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    const refused = await t
      .client()
      .send('POST', '/api/auth/login', { email: target.email, password: target.password });
    expect(refused).toMatchObject({ status: 403, body: { code: 'AUTH_011' } });
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.client().send('POST', '/api/auth/login', { email: target.email, password: 'Wrong-Pass-1' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'AUTH_001' } });

    expect((await actor.client.send('PUT', `/api/admin/users/${target.id}/status`, { disabled: false })).status).toBe(
      200,
    );
    // The old sessions were ended, not only refused while disabled: enabling does not bring them back.
    expect((await target.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    await loginAs(t, target.email, target.password);
    expect((await auditRowsFor(t, target.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.disabled', { disabled: false }, { disabled: true }],
      ['user.enabled', { disabled: true }, { disabled: false }],
    ]);
  });

  it('refuses an admin taking away their own rights, changing and writing nothing', async () => {
    const actor = await newAdmin(t);
    const demote = await actor.client.send('PUT', `/api/admin/users/${actor.id}/role`, { role: 'MEMBER' });
    expect(demote).toMatchObject({ status: 409, body: { code: 'ADMIN_001' } });
    const disable = await actor.client.send('PUT', `/api/admin/users/${actor.id}/status`, { disabled: true });
    expect(disable).toMatchObject({ status: 409, body: { code: 'ADMIN_001' } });
    expect((await actor.client.get('/api/admin/users')).status).toBe(200);
    expect(await auditRowsFor(t, actor.id)).toEqual([]);
  });

  it('decides two admins demoting each other one after the other: one wins, the other is refused', async () => {
    const [a, b] = [await newAdmin(t), await newAdmin(t)];
    const results = await Promise.all([
      a.client.send('PUT', `/api/admin/users/${b.id}/role`, { role: 'MEMBER' }),
      b.client.send('PUT', `/api/admin/users/${a.id}/role`, { role: 'MEMBER' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(results.find((r) => r.status === 403)!.body).toMatchObject({ code: 'AUTH_010' });
    const roles = await t.dataSource.query(`SELECT role FROM users WHERE id = ANY($1)`, [[a.id, b.id]]);
    expect(roles.map((r: { role: string }) => r.role).sort()).toEqual(['ADMIN', 'MEMBER']);
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad body', async () => {
    const admin = await loginAs(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await admin.send('PUT', `/api/admin/users/${id}/role`, { role: 'ADMIN' });
      expect(response).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    }
    const { id } = await newMember(t);
    for (const body of [{ role: 'OWNER' }, { role: 'ADMIN', extra: 1 }, {}]) {
      expect(await admin.send('PUT', `/api/admin/users/${id}/role`, body)).toMatchObject({
        status: 400,
        body: { code: 'VAL_001' },
      });
    }
    expect(await admin.send('PUT', `/api/admin/users/${id}/status`, { disabled: 'yes' })).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
    expect(await auditRowsFor(t, id)).toEqual([]);
  });
});
