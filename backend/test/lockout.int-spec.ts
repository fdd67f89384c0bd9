import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

const login = (client: TestClient, email: string, password: string) =>
  client.send('POST', '/api/auth/login', { email, password });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed-login throttling nobody can turn against the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '6', LOGIN_MAX_FAILURES_PER_IP: '8' });
  });
  afterAll(() => t.close());

  it('100 wrong passwords in a burst from one source do not lock the owner out', async () => {
    const account = await registerUser(t.client('10.1.0.1'));
    const attacker = t.client('10.1.6.6');
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push((await login(attacker, account.email, `Wrong-${i}-Aa`)).status);
    // Three free mistakes, then the source waits, longer each time, and its tries are not even checked: however
    // slowly this machine runs the burst, only a handful of the hundred guesses are ever tried.
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(8);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(92);

    // The owner, from their own network, logs straight in.
    expect((await login(t.client('10.1.0.1'), account.email, account.password)).status).toBe(200);
  });

  it('makes a source wait longer after each failure, with Retry-After and the RateLimit fields', async () => {
    const account = await registerUser(t.client());
    const guesser = t.client('10.2.0.1');
    for (let i = 0; i < 4; i += 1) await login(guesser, account.email, 'Wrong-password-1');
    const waiting = await login(guesser, account.email, account.password);
    expect(waiting).toMatchObject({ status: 429, body: { code: 'AUTH_002' } });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(String(waiting.headers['ratelimit-policy'])).toContain('"login-backoff"');
    // The first wait is a second; once it is over the right password works from there too.
    await sleep(1100);
    expect((await login(guesser, account.email, account.password)).status).toBe(200);
  });

  it('locks an e-mail for new devices after failures from many sources, but never the trusted browser', async () => {
    const account = await registerUser(t.client());
    const ownersBrowser = t.client('10.3.0.1');
    expect((await login(ownersBrowser, account.email, account.password)).status).toBe(200);
    expect(ownersBrowser.cookies.has('trivia_device')).toBe(true);
    await ownersBrowser.send('POST', '/api/auth/logout');

    // A distributed guesser: one failure each from six addresses reaches the e-mail's limit for new devices.
    for (let i = 0; i < 6; i += 1) await login(t.client(`10.3.1.${i}`), account.email, 'Wrong-password-1');
    const newDevice = await login(t.client('10.3.2.1'), account.email, account.password);
    expect(newDevice).toMatchObject({ status: 429, body: { code: 'AUTH_002' } });
    expect(newDevice.body).toMatchObject({
      message: expect.stringContaining('a browser you have signed in on before'),
    });

    // The browser the owner has logged in on before is not blocked by failures from elsewhere.
    expect((await login(ownersBrowser, account.email, account.password)).status).toBe(200);
  });

  it("counts a trusted browser's own failures against that browser only, then trusts it no more", async () => {
    const account = await registerUser(t.client());
    const browser = t.client('10.4.0.1');
    expect((await login(browser, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(browser, account.email, `Wrong-${i}-Aa`)).status).toBe(401);
    }
    // Now it is an untrusted source like any other: a few more failures and it waits.
    for (let i = 0; i < 4; i += 1) expect((await login(browser, account.email, 'Wrong-password-1')).status).toBe(401);
    expect((await login(browser, account.email, account.password)).status).toBe(429);
    // Another source is unaffected by those ten.
    expect((await login(t.client('10.4.0.2'), account.email, account.password)).status).toBe(200);
  });

  it('throttles one address that guesses across many accounts', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 8; i += 1) {
      expect((await login(t.client(ip), `nobody${i}@test.example.com`, 'Wrong-password-1')).status).toBe(401);
    }
    const account = await registerUser(t.client());
    const blocked = await login(t.client(ip), account.email, account.password);
    expect(blocked).toMatchObject({ status: 429, body: { code: 'AUTH_002' } });
    // The same account from elsewhere is fine: the block is on the address.
    expect((await login(t.client('10.5.0.2'), account.email, account.password)).status).toBe(200);
  });
});
