import AxeBuilder from '@axe-core/playwright';
import { PAGE_META } from '@trivia/contracts';
import type { Page } from '@playwright/test';
import { Api, expect, test } from '../fixtures';

/** WCAG 2.1 A and AA, the rules axe-core checks automatically. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every public page of the route table that has a fixed address (dynamic ones are added below with real values). */
const PUBLIC_ROUTES = PAGE_META.filter((meta) => meta.indexable && !meta.path.includes(':')).map((meta) => meta.path);

const MEMBER_ROUTES = ['/dashboard', '/settings', '/billing', '/library', '/stats', '/arena/history'];
const ADMIN_ROUTES = ['/admin', '/admin/users', '/admin/question-bank'];

/**
 * Serious and critical problems only: the ones that stop someone using the page. The API docs' embedded Swagger UI
 * (third-party markup: nested buttons, an unnamed server select) is left out until it is replaced or patched; its
 * violations are listed in the README's known gaps.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('.swagger-ui').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * What went wrong in the browser while a page was open: uncaught errors and console errors. A visitor's page says
 * the browser has no session (the server's `trivia-session` meta), so the app does not ask `GET /api/auth/me`, whose
 * 401 Chromium would log as a failed resource: asking is a fault too.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') problems.push('asked /api/auth/me with no session');
  });
  return problems;
}

/** Opens a page and waits until its own heading is there (lazy pages load after the shell). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1, h1').first()).toBeVisible({ timeout: 20_000 });
  // Queries settle (lists, counts) so axe sees the page as a visitor does.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

test.describe('accessibility (axe-core): public pages', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const path of [...PUBLIC_ROUTES, '/no-such-page']) {
    test(`${path} has no serious or critical violations and no console errors`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, path);
      expect(await seriousViolations(page)).toEqual([]);
      // The 404 page's own document answers 404, which Chromium logs too.
      expect(problems.filter((problem) => !(path === '/no-such-page' && problem.includes('status of 404')))).toEqual(
        [],
      );
    });
  }

  test('a quiz page and a daily leaderboard have no serious or critical violations', async ({ page, request }) => {
    const catalogue = (await (await request.get('/api/quizzes')).json()) as { items: { slug: string }[] };
    const dynamicPaths = [
      ...(catalogue.items[0] ? [`/quizzes/${catalogue.items[0].slug}`] : []),
      `/daily-quizzes/leaderboard/standard/${new Date().toISOString().slice(0, 10)}`,
    ];
    for (const path of dynamicPaths) {
      await openPage(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test.describe('accessibility (axe-core): member and admin pages', () => {
  test.describe.configure({ timeout: 120_000 });

  const cases = [
    { who: 'a premium member', email: 'premium@example.com', password: 'DemoPremium123!', paths: MEMBER_ROUTES },
    { who: 'an administrator', email: 'admin@example.com', password: 'DemoAdmin123!', paths: ADMIN_ROUTES },
  ];
  for (const { who, email, password, paths } of cases) {
    test(`${who}'s pages have no serious or critical violations`, async ({ page }) => {
      // page.request shares the browser's cookies, so logging in through the API logs the page in.
      const login = await new Api(page.request).login({ email, password });
      expect(login.ok()).toBe(true);
      for (const path of paths) {
        await openPage(page, path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  }
});
