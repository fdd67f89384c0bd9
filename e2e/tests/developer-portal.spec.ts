import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Refuses every request that leaves the site, and lists them: the docs must work with no network beyond us. */
async function offline(page: Page, origin: string): Promise<string[]> {
  const external: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    external.push(url);
    return route.abort();
  });
  return external;
}

async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportDocsCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportDocsCspViolation: (text: string) => void }).reportDocsCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}

test('the API docs render the interactive reference from our own origin, offline and within the CSP', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const external = await offline(page, new URL(baseURL!).origin);
  const violations = await cspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Make your first call' })).toBeVisible();

  // Swagger UI (bundled) lists every operation of the document.
  const reference = page.locator('.swagger-ui');
  for (const path of [
    '/v1/questions',
    '/v1/categories',
    '/v1/sessions',
    '/api.php',
    '/api_token.php',
    '/api/qc/check',
  ]) {
    await expect(
      reference.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[.]/g, '\\.')}$`) }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });
  }
  // An operation opens on its examples in curl, JavaScript and Python against this site.
  await reference
    .locator('.opblock-summary-path', { hasText: /^\/v1\/categories$/ })
    .first()
    .click();
  const opened = reference.locator('.opblock.is-open');
  await expect(opened.getByText('curl', { exact: true }).first()).toBeVisible();
  await expect(opened.getByText(`${baseURL}/v1/categories`).first()).toBeVisible();
  await expect(opened.getByText('Python (requests)')).toBeVisible();

  expect(external).toEqual([]);
  expect(violations).toEqual([]);
});

test('the OpenAPI document is served as JSON to tools', async ({ request }) => {
  const response = await request.get('/api/docs/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/questions', '/api.php', '/api/qc/check']));
});

test('the Developer links lead to the portal, its comparison, sign-up and docs', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Portal' })).toBeVisible();
  await expect(page.getByLabel('Example response')).toContainText('Which city is the capital of Australia?');

  await page.getByRole('link', { name: 'How the API compares' }).click();
  await expect(page).toHaveURL(/\/api\/developers\/comparison$/);
  await expect(page.getByRole('table', { name: 'API comparison' })).toContainText('Open Trivia DB');
  await expect(page.getByRole('link', { name: 'opentdb.com API page' })).toHaveAttribute(
    'href',
    'https://opentdb.com/api_config.php',
  );

  await page.goto('/api/developers');
  await page.getByRole('link', { name: 'Get a free API key' }).click();
  await expect(page).toHaveURL(/\/api\/developers\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer sign up' })).toBeVisible();

  await page.goto('/api/developers');
  await page.getByRole('link', { name: 'Read the API reference' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
});

test('the developer dashboard sends a visitor to the developer log-in, on both of its paths', async ({ page }) => {
  for (const path of ['/developers/dashboard', '/api/developers/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/api/developers/login\\?next=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Developer log in' })).toBeVisible();
  }
});
