import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { SeedService } from '../src/seed/seed.service';
import { registerUser, STRONG_PASSWORD, startTestApp, type TestApp } from './harness';

describe('account, verticals, feature flags and admin endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const loginAs = async (email: string, password: string) => {
    const client = t.client();
    const response = await client.send('POST', '/api/auth/login', { email, password });
    expect(response.status).toBe(200);
    return client;
  };

  it('seeds the demo accounts for each role, idempotently', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const client = await loginAs(admin.email, admin.password);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ role: 'ADMIN', emailVerified: true });
    // Seeding again (as every start does) adds nothing and changes nothing.
    await t.app.get(SeedService).onApplicationBootstrap();
    await t.app.get(SeedService).onApplicationBootstrap();
    const rows = await t.dataSource.query('SELECT email, role FROM users WHERE email = ANY($1) ORDER BY email', [
      DEMO_ACCOUNTS.map((a) => a.email),
    ]);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    // Only staff is a stored role: a subscriber's plan comes from their subscription.
    expect(rows.find((r: { email: string }) => r.email === 'premium@example.com')).toMatchObject({ role: 'MEMBER' });
    expect(rows.find((r: { email: string }) => r.email === admin.email)).toMatchObject({ role: 'ADMIN' });
  });

  it('keeps, replaces and clears the vertical preference, recording each choice', async () => {
    const client = t.client();
    const { id } = await registerUser(client);
    expect(await client.get('/api/user/vertical-preference')).toMatchObject({
      status: 200,
      body: { preferredVertical: null },
    });
    const track = await client.send('POST', '/api/user/track-vertical', {
      vertical: 'teacher',
      source: 'header_dropdown',
    });
    expect(track).toMatchObject({ status: 200, body: { preferredVertical: 'teacher' } });
    expect((await client.get('/api/user/vertical-preference')).body).toEqual({ preferredVertical: 'teacher' });
    const events = await t.dataSource.query(
      `SELECT properties FROM analytics_events WHERE user_id = $1 AND name = 'vertical_selected'`,
      [id],
    );
    // A person's own choice from the header is worth 3 (GBP) by the spec's weights; auto-detect 1.
    expect(events[0].properties).toEqual({ vertical: 'teacher', source: 'header_dropdown', value: 3, currency: 'GBP' });
    expect(await client.send('DELETE', '/api/user/vertical-preference')).toMatchObject({
      body: { preferredVertical: null },
    });
  });

  it('refuses an unknown vertical with 400 and keeps the old preference', async () => {
    const client = t.client();
    await registerUser(client);
    await client.send('POST', '/api/user/track-vertical', { vertical: 'gamer' });
    const bad = await client.send('POST', '/api/user/track-vertical', { vertical: 'wizard' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect((await client.get('/api/user/vertical-preference')).body).toEqual({ preferredVertical: 'gamer' });
  });

  it.each([
    '/api/user/vertical-preference',
    '/api/feature-flags/check/arena_multiplayer',
    '/api/feature-flags/my-features',
  ])('%s needs a login', async (url) => {
    expect(await t.client().get(url)).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
  });

  it('answers flags by role and rollout: arena and verticals for everyone', async () => {
    const free = t.client();
    await registerUser(free);
    expect((await free.get('/api/feature-flags/check/arena_multiplayer')).body).toEqual({ enabled: true });
    expect((await free.get('/api/feature-flags/check/vertical_teachers')).body).toEqual({ enabled: true });
    expect((await free.get('/api/feature-flags/check/no_such_flag')).body).toEqual({ enabled: false });
    expect((await free.get('/api/feature-flags/my-features')).body).toEqual({
      features: ['arena_multiplayer', 'vertical_corporate', 'vertical_education', 'vertical_teachers'],
    });
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const adminClient = await loginAs(admin.email, admin.password);
    expect((await adminClient.get('/api/feature-flags/check/arena_multiplayer')).body).toEqual({ enabled: true });
    expect((await free.get('/api/feature-flags/check/Bad%20Flag!')).status).toBe(400);
  });

  it('targets a flag at one user', async () => {
    const client = t.client();
    const { id } = await registerUser(client);
    await t.dataSource.query(
      `INSERT INTO feature_flags (name, enabled, rollout_percentage, target_user_ids) VALUES ('beta_only_' || substr(md5($1), 1, 6), true, 0, ARRAY[$1])`,
      [id],
    );
    const [{ name }] = await t.dataSource.query(`SELECT name FROM feature_flags WHERE $1 = ANY(target_user_ids)`, [id]);
    expect((await client.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: true });
    const other = t.client();
    await registerUser(other);
    expect((await other.get(`/api/feature-flags/check/${name}`)).body).toEqual({ enabled: false });
  });

  it('updates the profile, and refuses an empty name without writing', async () => {
    const client = t.client();
    await registerUser(client, { businessName: 'Old Inn' });
    const updated = await client.send('PATCH', '/api/user/profile', {
      fullName: 'Renamed Person',
      businessName: 'New Inn',
    });
    expect(updated).toMatchObject({ status: 200, body: { fullName: 'Renamed Person', businessName: 'New Inn' } });
    const bad = await client.send('PATCH', '/api/user/profile', { fullName: '   ' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ fullName: 'Renamed Person' });
  });

  it('changes the password, ending other sessions, and refuses a weak or wrong one', async () => {
    const client = t.client();
    const account = await registerUser(client);
    const elsewhere = await loginAs(account.email, account.password);
    const weak = await client.send('POST', '/api/user/password', {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'AUTH_004' } });
    const wrong = await client.send('POST', '/api/user/password', {
      currentPassword: 'Not-it-123',
      newPassword: 'Brand-New-Pass-77',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
    });
    const changed = await client.send('POST', '/api/user/password', {
      currentPassword: account.password,
      newPassword: 'Brand-New-Pass-77',
    });
    expect(changed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect(
      (await t.client().send('POST', '/api/auth/login', { email: account.email, password: account.password })).status,
    ).toBe(401);
    expect(
      (await t.client().send('POST', '/api/auth/login', { email: account.email, password: 'Brand-New-Pass-77' }))
        .status,
    ).toBe(200);
  });

  it('deletes the account only with the password and DELETE typed', async () => {
    const client = t.client();
    const account = await registerUser(client);
    expect(
      await client.send('DELETE', '/api/user/account', { password: account.password, confirm: 'delete' }),
    ).toMatchObject({ status: 400 });
    expect(
      await client.send('DELETE', '/api/user/account', { password: 'Wrong-123-x', confirm: 'DELETE' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', issues: [{ path: 'password', message: 'Password is incorrect' }] },
    });
    const deleted = await client.send('DELETE', '/api/user/account', { password: account.password, confirm: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(await t.dataSource.query('SELECT id FROM users WHERE email = $1', [account.email])).toHaveLength(0);
    const again = await t
      .client()
      .send('POST', '/api/auth/register', { email: account.email, password: STRONG_PASSWORD, fullName: 'Back' });
    expect(again.status).toBe(201);
  });

  it('shows the mail outbox to admins only', async () => {
    const client = t.client();
    const { email } = await registerUser(client);
    expect(await client.get('/api/admin/mail-outbox')).toMatchObject({ status: 403, body: { code: 'AUTH_010' } });
    expect(await t.client().get('/api/admin/mail-outbox')).toMatchObject({ status: 401 });
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const adminClient = await loginAs(admin.email, admin.password);
    const outbox = await adminClient.get<{ messages: { to: string; subject: string; deliveredVia: string }[] }>(
      '/api/admin/mail-outbox',
    );
    expect(outbox.status).toBe(200);
    expect(outbox.body.messages.find((m) => m.to === email)).toMatchObject({
      subject: 'Confirm your email address',
      deliveredVia: 'outbox',
    });
  });
});
