import { ERROR_CATALOGUE, WEAK_PASSWORD_MESSAGE } from '@trivia/contracts';
import { RATE_LIMITER, type RateLimiter } from '../src/infra/rate-limit/rate-limiter';
import { VERIFICATION_MAILS_PER_MINUTE } from '../src/auth/verification/email-verification.service';
import { registerUser, STRONG_PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness';

describe('auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const countUsers = async (email: string) =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM users WHERE email = $1', [email]))[0].n);

  it('hands out a CSRF token and refuses a mutation without one (403 AUTH_008), writing nothing', async () => {
    const client = t.client();
    const token = await client.get<{ csrfToken: string }>('/api/auth/csrf-token');
    expect(token.status).toBe(200);
    expect(token.body.csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const email = uniqueEmail();
    const body = { email, password: STRONG_PASSWORD, fullName: 'No Token' };
    for (const headers of [
      {} as Record<string, string>,
      { 'csrf-token': 'forged.token' },
      { 'csrf-token': token.body.csrfToken.replace(/.$/, 'x') },
    ]) {
      const response = await client.request('POST', '/api/auth/register', body, headers);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'AUTH_008' });
    }
    expect(await countUsers(email)).toBe(0);
  });

  it("refuses a token minted for another browser's cookie", async () => {
    const alice = t.client();
    const mallory = t.client();
    const { body } = await mallory.get<{ csrfToken: string }>('/api/auth/csrf-token');
    await alice.get('/api/auth/csrf-token');
    const response = await alice.request('POST', '/api/auth/logout', undefined, { 'csrf-token': body.csrfToken });
    expect(response.status).toBe(403);
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/logout'])(
    'every mutation needs the token: POST %s',
    async (url) => {
      const response = await t.client().request('POST', url, {});
      expect(response).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
    },
  );

  it.each(['/api/user/track-vertical', '/api/auth/mfa/setup'])(
    "a member's mutation needs the token too: POST %s",
    async (url) => {
      const client = t.client();
      await registerUser(client);
      const response = await client.request('POST', url, {});
      expect(response).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
    },
  );

  it('registers, logs the new user in and mails a verification link', async () => {
    const client = t.client();
    const email = uniqueEmail('new');
    const response = await client.send('POST', '/api/auth/register', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      fullName: 'Nia New',
      businessName: 'The Red Lion',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      fullName: 'Nia New',
      businessName: 'The Red Lion',
      role: 'FREE',
      isPremium: false,
      planId: 'free',
      emailVerified: false,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    const me = await client.get('/api/auth/me');
    expect(me).toMatchObject({ status: 200, body: { email } });
    const mail = await t.dataSource.query('SELECT subject, body_text FROM mail_outbox WHERE to_address = $1', [email]);
    expect(mail).toHaveLength(1);
    expect(mail[0].body_text).toContain('/verify-email?token=');
    const stored = await t.dataSource.query('SELECT password_hash FROM users WHERE email = $1', [email]);
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 "Email already exists" for a taken e-mail, whatever its case', async () => {
    const client = t.client();
    const { email } = await registerUser(client);
    const again = await t
      .client()
      .send('POST', '/api/auth/register', { email: email.toUpperCase(), password: STRONG_PASSWORD, fullName: 'Copy' });
    expect(again).toMatchObject({ status: 409, body: { code: 'AUTH_003', message: 'Email already exists' } });
    expect(await countUsers(email)).toBe(1);
  });

  it('answers 400 with the weak-password text for a weak password, and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await t
      .client()
      .send('POST', '/api/auth/register', { email, password: 'password', fullName: 'Weak' });
    expect(response).toMatchObject({ status: 400, body: { code: 'AUTH_004', message: WEAK_PASSWORD_MESSAGE } });
    expect(await countUsers(email)).toBe(0);
  });

  describe('bad input gets 400 and changes nothing', () => {
    const cases: [string, unknown, Record<string, string>?][] = [
      ['malformed JSON', '{"email": "a@b.com", "password": ', { 'content-type': 'application/json' }],
      ['wrong types', { email: 42, password: ['x'], fullName: true }],
      ['missing fields', {}],
      ['an array', [1, 2, 3]],
      ['unknown keys', { email: 'x@test.example.com', password: STRONG_PASSWORD, fullName: 'X', role: 'ADMIN' }],
      ['a bad e-mail', { email: 'not-an-email', password: STRONG_PASSWORD, fullName: 'X' }],
      ['a huge body', { email: 'huge@test.example.com', password: STRONG_PASSWORD, fullName: 'x'.repeat(200_000) }],
      ['plain text', 'email=x', { 'content-type': 'text/plain' }],
    ];
    it.each(cases)('%s', async (_label, body, headers = {}) => {
      const before = Number((await t.dataSource.query('SELECT count(*) AS n FROM users'))[0].n);
      const client = t.client();
      const { body: token } = await client.get<{ csrfToken: string }>('/api/auth/csrf-token');
      const response = await client.request('POST', '/api/auth/register', body, {
        'csrf-token': token.csrfToken,
        ...headers,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VAL_001' });
      expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM users'))[0].n)).toBe(before);
    });
  });

  it('logs in with the right password, case-insensitively, and rotates the session id', async () => {
    const client = t.client();
    const { email } = await registerUser(client);
    const registeredSession = client.cookies.get('trivia_sid');
    const login = await client.send('POST', '/api/auth/login', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(login).toMatchObject({ status: 200, body: { email } });
    const loggedInSession = client.cookies.get('trivia_sid');
    expect(loggedInSession).toBeDefined();
    expect(loggedInSession).not.toBe(registeredSession);
    // The session the browser had before logging in is over on the server.
    const stale = t.client();
    stale.cookies.set('trivia_sid', registeredSession!);
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const client = t.client();
    const { body: token } = await client.get<{ csrfToken: string }>('/api/auth/csrf-token');
    const response = await client.request(
      'POST',
      '/api/auth/register',
      { email: uniqueEmail(), password: STRONG_PASSWORD, fullName: 'C' },
      { 'csrf-token': token.csrfToken },
    );
    const setCookie = ([] as string[])
      .concat(response.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('trivia_sid='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers 401 "Invalid credentials" alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t.client());
    const wrong = await t.client().send('POST', '/api/auth/login', { email, password: 'Wrong-password-1' });
    const unknown = await t
      .client()
      .send('POST', '/api/auth/login', { email: uniqueEmail('ghost'), password: 'Wrong-password-1' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'AUTH_001', message: 'Invalid credentials' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const client = t.client();
    await registerUser(client);
    const sid = client.cookies.get('trivia_sid')!;
    const logout = await client.send('POST', '/api/auth/logout');
    expect(logout).toMatchObject({ status: 200, body: { ok: true } });
    expect(client.cookies.has('trivia_sid')).toBe(false);
    const replay = t.client();
    replay.cookies.set('trivia_sid', sid);
    expect(await replay.get('/api/auth/me')).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
  });

  it('me answers 401 AUTH_005 when logged out, and ignores a forged cookie', async () => {
    const client = t.client();
    expect(await client.get('/api/auth/me')).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    client.cookies.set('trivia_sid', 'forged.signature');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('verifies an e-mail with the link from the outbox, and refuses a tampered link', async () => {
    const client = t.client();
    const { email } = await registerUser(client);
    const [mail] = await t.dataSource.query('SELECT body_text FROM mail_outbox WHERE to_address = $1', [email]);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body_text)![1]!);
    const tampered = await t.client().send('POST', '/api/auth/verify-email', { token: `${token.slice(0, -2)}xx` });
    expect(tampered).toMatchObject({ status: 400, body: { code: 'AUTH_009' } });
    const verified = await t.client().send('POST', '/api/auth/verify-email', { token });
    expect(verified).toMatchObject({ status: 200, body: { email, emailVerified: true } });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailVerified: true });
  });

  it('resends a verification link at most once a minute', async () => {
    const client = t.client();
    const { email } = await registerUser(client);
    const resend = await client.send('POST', '/api/auth/resend-verification');
    expect(resend).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    // A minute on: the member's per-minute budget is fresh again.
    const { id } = (await client.get<{ id: string }>('/api/auth/me')).body;
    await t.app.get<RateLimiter>(RATE_LIMITER).reset(VERIFICATION_MAILS_PER_MINUTE, id);
    expect(await client.send('POST', '/api/auth/resend-verification')).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const mails = await t.dataSource.query('SELECT id FROM mail_outbox WHERE to_address = $1', [email]);
    expect(mails).toHaveLength(2);
  });

  it('answers unknown API paths with 404 RES_001 in the catalogue shape', async () => {
    expect(await t.client().get('/api/no-such-thing')).toMatchObject({ status: 404, body: { code: 'RES_001' } });
    expect(ERROR_CATALOGUE.RES_001.status).toBe(404);
  });
});
