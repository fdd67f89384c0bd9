import type { Page } from '@playwright/test';
import { Api, expect, test } from '../fixtures';

/** The pages the build renders ahead of time (frontend/scripts/prerender.mjs) and their first heading. */
const PAGES = [
  { path: '/', heading: 'Trusted trivia, tailored to every stage' },
  { path: '/daily-quiz', heading: 'Daily Standard Quiz' },
  { path: '/daily-mc-quiz', heading: 'Daily Multiple Choice Quiz' },
  { path: '/arena', heading: 'Arena' },
  { path: '/quizzes', heading: 'Quiz Catalogue' },
  { path: '/pricing', heading: 'Pricing' },
];

/** Uncaught errors and console errors: a page whose HTML does not match the app's first render logs one. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  return problems;
}

test.describe('pages rendered ahead of time', () => {
  test.describe.configure({ timeout: 90_000 });

  test('paint their content before any script runs, for a visitor without a session', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // Painted in the light scheme's colours (Mantine's variables hang on this attribute), not unstyled.
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    }
    await context.close();
  });

  test('hydrate without a mismatch for a returning visitor in dark mode, on another day', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('analyticsConsent', 'essential');
    });
    const page = await context.newPage();
    // Christmas Eve a year on: the HTML was rendered on build day, with no date in it to go stale.
    await page.clock.install({ time: new Date('2027-12-24T10:00:00Z') });
    const problems = watchErrors(page);
    for (const { path, heading } of PAGES) {
      await page.goto(path, { waitUntil: 'commit' });
      // Dark before the app runs (the first-paint script), and the answered cookie question never shows.
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeHidden();
      await page.waitForLoadState('load');
      await page.clock.runFor(2_000);
    }
    // The daily quiz shows the visitor's day, not the build's, once the app runs.
    await page.goto('/daily-quiz');
    await expect(page.getByText('Fri, 24 Dec 2027')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('are not sent to a member, whose pages differ: the app renders them', async ({ page }) => {
    const plain = await page.request.get('/pricing');
    expect(await plain.text()).toMatch(/<div id="root"><[^/]/);
    const login = await new Api(page.request).login({ email: 'free@example.com', password: 'DemoFree123!' });
    expect(login.ok()).toBe(true);
    const member = await page.request.get('/pricing');
    expect(await member.text()).toContain('<div id="root"></div>');
    const problems = watchErrors(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
