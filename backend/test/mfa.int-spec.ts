import { totp } from '../src/auth/mfa/totp';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

const STEP_MS = 30_000;

/**
 * Waits out the last seconds of a TOTP step: a code of the previous step, sent just before the step turns, would
 * reach the server two steps old and be refused rightly.
 */
async function awayFromStepEnd(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 3_000) await new Promise((done) => setTimeout(done, left + 50));
}

describe('multi-factor authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Enrols a fresh user and returns the secret and backup codes, as the settings screen would see them. */
  async function enrol(client: TestClient) {
    const account = await registerUser(client);
    const setup = await client.send<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>(
      'POST',
      '/api/auth/mfa/setup',
    );
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // The code of the previous step is accepted too (one step of drift), which keeps the current one free.
    await awayFromStepEnd();
    const enable = await client.send<{ backupCodes: string[] }>('POST', '/api/auth/mfa/enable', {
      code: totp(setup.body.secret, Date.now() - STEP_MS),
    });
    expect(enable.status).toBe(200);
    expect(enable.body.backupCodes).toHaveLength(10);
    expect(new Set(enable.body.backupCodes).size).toBe(10);
    return { ...account, secret: setup.body.secret, backupCodes: enable.body.backupCodes };
  }

  it('keeps the secret sealed at rest: neither the secret nor its encoding is in the row', async () => {
    const account = await enrol(t.client());
    const [row] = await t.dataSource.query('SELECT mfa_secret, mfa_pending_secret FROM users WHERE email = $1', [
      account.email,
    ]);
    expect(row.mfa_pending_secret).toBeNull();
    expect(row.mfa_secret).toMatch(/^v1:/);
    expect(row.mfa_secret).not.toContain(account.secret);
  });

  it('keeps backup codes only as peppered hashes', async () => {
    const account = await enrol(t.client());
    const rows = await t.dataSource.query(
      'SELECT code_hash FROM mfa_backup_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [account.email],
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(account.backupCodes).not.toContain(row.code_hash);
      expect(row.code_hash).toMatch(/^h1:[0-9a-f]{64}$/);
    }
  });

  it('asks for a code after the right password, and logs in with a real TOTP code only once', async () => {
    const account = await enrol(t.client());
    const client = t.client();
    const first = await client.send('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(first).toMatchObject({ status: 200, body: { requiresMfa: true } });
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const code = totp(account.secret, Date.now());
    const withCode = await client.send('POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
      mfaCode: code,
    });
    expect(withCode).toMatchObject({ status: 200, body: { email: account.email, mfaEnabled: true } });

    const replay = await t
      .client()
      .send('POST', '/api/auth/login', { email: account.email, password: account.password, mfaCode: code });
    expect(replay).toMatchObject({ status: 401, body: { code: 'AUTH_007' } });
  });

  it('never asks for a code before the password is right', async () => {
    const account = await enrol(t.client());
    const response = await t
      .client()
      .send('POST', '/api/auth/login', { email: account.email, password: 'Wrong-password-1' });
    expect(response).toMatchObject({ status: 401, body: { code: 'AUTH_001' } });
  });

  it('refuses a wrong code and a code from two steps ago', async () => {
    const account = await enrol(t.client());
    const login = (mfaCode: string) =>
      t.client().send('POST', '/api/auth/login', { email: account.email, password: account.password, mfaCode });
    const wrong = String((Number(totp(account.secret, Date.now())) + 1) % 1_000_000).padStart(6, '0');
    expect(await login(wrong)).toMatchObject({ status: 401, body: { code: 'AUTH_007' } });
    expect(await login(totp(account.secret, Date.now() - 3 * STEP_MS))).toMatchObject({
      status: 401,
      body: { code: 'AUTH_007' },
    });
  });

  it('accepts a backup code once; the second use is refused', async () => {
    const account = await enrol(t.client());
    const code = account.backupCodes[3]!;
    const body = { email: account.email, password: account.password, mfaCode: code.toUpperCase(), useBackupCode: true };
    expect(await t.client().send('POST', '/api/auth/login', body)).toMatchObject({
      status: 200,
      body: { email: account.email },
    });
    expect(await t.client().send('POST', '/api/auth/login', body)).toMatchObject({
      status: 401,
      body: { code: 'AUTH_007' },
    });
    // Another unused code still works.
    const other = { ...body, mfaCode: account.backupCodes[4] };
    expect((await t.client().send('POST', '/api/auth/login', other)).status).toBe(200);
  });

  it('does not turn on with a wrong code, and leaves the account as it was', async () => {
    const client = t.client();
    const account = await registerUser(client);
    await client.send('POST', '/api/auth/mfa/setup');
    const enable = await client.send('POST', '/api/auth/mfa/enable', { code: '000000' });
    expect(enable).toMatchObject({ status: 401, body: { code: 'AUTH_007' } });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ mfaEnabled: false });
    const login = await t
      .client()
      .send('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(login.body).toMatchObject({ email: account.email });
  });

  it('disables with the password and a code; afterwards login needs no code', async () => {
    const client = t.client();
    const account = await enrol(client);
    const wrongPassword = await client.send('POST', '/api/auth/mfa/disable', {
      password: 'Nope-nope-1',
      code: totp(account.secret, Date.now()),
    });
    expect(wrongPassword).toMatchObject({
      status: 400,
      body: { code: 'VAL_001', issues: [{ path: 'password', message: 'Password is incorrect' }] },
    });
    const disable = await client.send('POST', '/api/auth/mfa/disable', {
      password: account.password,
      code: account.backupCodes[0],
      useBackupCode: true,
    });
    expect(disable).toMatchObject({ status: 200, body: { ok: true } });
    const login = await t
      .client()
      .send('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(login.body).toMatchObject({ email: account.email, mfaEnabled: false });
    const left = await t.dataSource.query('SELECT count(*) AS n FROM mfa_backup_codes WHERE user_id = $1', [
      login.body && (login.body as { id: string }).id,
    ]);
    expect(Number(left[0].n)).toBe(0);
  });

  it('regenerates backup codes with a fresh TOTP code, voiding the old ones', async () => {
    const client = t.client();
    const account = await enrol(client);
    const fresh = await client.send<{ backupCodes: string[] }>('POST', '/api/auth/mfa/backup-codes', {
      code: totp(account.secret, Date.now()),
    });
    expect(fresh.status).toBe(200);
    const old = {
      email: account.email,
      password: account.password,
      mfaCode: account.backupCodes[0],
      useBackupCode: true,
    };
    expect((await t.client().send('POST', '/api/auth/login', old)).status).toBe(401);
    const renewed = { ...old, mfaCode: fresh.body.backupCodes[0] };
    expect((await t.client().send('POST', '/api/auth/login', renewed)).status).toBe(200);
  });

  it('rejects malformed enrolment codes with 400 and needs a login for every MFA route', async () => {
    const client = t.client();
    await registerUser(client);
    expect(await client.send('POST', '/api/auth/mfa/enable', { code: '12ab56' })).toMatchObject({
      status: 400,
      body: { code: 'VAL_001' },
    });
    for (const url of [
      '/api/auth/mfa/setup',
      '/api/auth/mfa/enable',
      '/api/auth/mfa/disable',
      '/api/auth/mfa/backup-codes',
    ]) {
      expect(await t.client().send('POST', url, {})).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
    }
  });
});
