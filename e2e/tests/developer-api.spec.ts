import { expect, newTestUser, test } from '../fixtures';

// Issue 15's flow end to end: sign up as a developer, create a key, call the API with it, see the usage, hit
// the free tier's per-minute limit and read the 429 with its headers and problem body.
test('a developer signs up, creates a key, calls the API, sees the usage and meets the 429', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = newTestUser('dev');
  await page.goto('/api/developers/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill(user.fullName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/developers\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'API Free' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E server');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByLabel('The whole key');
  await expect(shown).toHaveText(/^tq_sk_[0-9A-Za-z]{40}$/, { timeout: 20_000 });
  const key = (await shown.textContent())!;
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByRole('row', { name: /E2E server/ });
  await expect(row).toContainText(`${key.slice(0, 4)}`);
  await expect(row).toContainText(`…${key.slice(-4)}`);

  const first = await request.get('/v1/me', { headers: { 'X-API-Key': key } });
  expect(first.status()).toBe(200);
  expect(first.headers()['ratelimit-policy']).toBeTruthy();
  const me = (await first.json()) as { key: { name: string }; tier: { id: string; requestsPerMinute: number } };
  expect(me.key.name).toBe('E2E server');
  expect(me.tier.id).toBe('api-free');
  const perMinute = me.tier.requestsPerMinute;

  await page.reload();
  await expect(
    page
      .getByRole('row', { name: /E2E server/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText(/^[1-9]\d*$/, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: /^[1-9]\d* of 1,000 requests$/ })).toBeVisible();

  let refused = null;
  for (let i = 0; i < perMinute + 5 && !refused; i += 1) {
    const response = await request.get('/v1/me', { headers: { 'X-API-Key': key } });
    if (response.status() === 429) refused = response;
    else expect(response.status()).toBe(200);
  }
  expect(refused, `no 429 within ${perMinute + 5} calls`).not.toBeNull();
  const headers = refused!.headers();
  expect(headers['content-type']).toContain('application/problem+json');
  expect(headers['ratelimit-policy']).toContain(`q=${perMinute}`);
  expect(headers['ratelimit']).toMatch(/r=0/);
  expect(Number(headers['retry-after'])).toBeGreaterThan(0);
  const problem = (await refused!.json()) as { code: string; tier: string; limit: { name: string }; upgrade: string };
  expect(problem).toMatchObject({ code: 'RATE_001', tier: 'api-free', limit: { name: 'minute' } });
  expect(problem.upgrade).toMatch(/\/pricing\/developers$/);
});
