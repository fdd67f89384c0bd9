import { LoginThrottleService } from '../src/auth/throttle/login-throttle.service';
import { registerUser, startTestApp, type TestApp } from './harness';

describe('failed-login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_IP: '8' });
  });
  afterAll(() => t.close());

  it('locks an account after 100 failures in an hour, even for the right password, and lifts as they age', async () => {
    const account = await registerUser(t.client());
    // Failures from many addresses, as a distributed guesser would send them.
    const rows = Array.from({ length: 100 }, (_, i) => [account.email, `10.1.${Math.floor(i / 7)}.${i % 7}`]);
    await t.dataSource.query(
      `INSERT INTO login_failures (account_key, ip) SELECT * FROM unnest($1::text[], $2::text[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
    const right = { email: account.email, password: account.password };
    expect(await t.client('10.9.9.9').send('POST', '/api/auth/login', right)).toMatchObject({
      status: 429,
      body: { code: 'AUTH_002' },
    });

    // Another account is not affected.
    const other = await registerUser(t.client());
    expect(
      (await t.client('10.9.9.9').send('POST', '/api/auth/login', { email: other.email, password: other.password }))
        .status,
    ).toBe(200);

    // An hour later the failures no longer count, so nobody is locked out for good.
    await t.dataSource.query(
      `UPDATE login_failures SET created_at = now() - interval '61 minutes' WHERE account_key = $1`,
      [account.email],
    );
    expect((await t.client('10.9.9.9').send('POST', '/api/auth/login', right)).status).toBe(200);
  });

  it('counts real failed attempts: the 100th failure locks the next attempt', async () => {
    const account = await registerUser(t.client());
    await t.dataSource.query(
      `INSERT INTO login_failures (account_key, ip) SELECT $1, '10.2.0.' || g FROM generate_series(1, 99) g`,
      [account.email],
    );
    const wrong = await t
      .client('10.3.0.1')
      .send('POST', '/api/auth/login', { email: account.email, password: 'Wrong-password-1' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'AUTH_001' } });
    const locked = await t
      .client('10.3.0.2')
      .send('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH_002' } });
  });

  it('throttles one address that guesses across many accounts', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 8; i += 1) {
      const response = await t
        .client(ip)
        .send('POST', '/api/auth/login', { email: `nobody${i}@test.example.com`, password: 'Wrong-password-1' });
      expect(response.status).toBe(401);
    }
    const account = await registerUser(t.client());
    const blocked = await t
      .client(ip)
      .send('POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'AUTH_002' } });
    // The same account from elsewhere is fine: the block is on the address.
    expect(
      (await t.client('10.4.0.2').send('POST', '/api/auth/login', { email: account.email, password: account.password }))
        .status,
    ).toBe(200);
  });
});

describe('failed-login records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are swept once they fall out of the hour', async () => {
    await t.dataSource.query(
      `INSERT INTO login_failures (account_key, ip, created_at) VALUES ('old@test.example.com', '10.8.0.1', now() - interval '2 hours'), ('new@test.example.com', '10.8.0.1', now())`,
    );
    await t.app.get(LoginThrottleService).sweep();
    const left = await t.dataSource.query(`SELECT account_key FROM login_failures WHERE ip = '10.8.0.1'`);
    expect(left).toEqual([{ account_key: 'new@test.example.com' }]);
  });
});
