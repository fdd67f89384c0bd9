import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
const FEED = '/api/analytics/events';

const isFeed = (url: string) => new URL(url).pathname === FEED;
const banner = (page: Page) => page.getByRole('region', { name: /^Cookies on / });

test('nothing is sent to the analytics feed before consent, nor after "Essential only"', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isFeed(request.url())) sent.push(request.url());
  });

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.goto('/quizzes');
  const search = page.getByRole('searchbox', { name: 'Search quizzes' });
  await search.fill('christmas');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=christmas/);
  // A full page load fires pagehide, when anything queued would be handed to the browser to send.
  await page.goto('/pricing');
  await expect(banner(page)).toBeVisible();
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('analyticsVisitorId'))).toBeNull();

  await banner(page).getByRole('button', { name: 'Essential only' }).click();
  await expect(banner(page).getByRole('status')).toContainText('essential cookies only');
  await page.getByRole('button', { name: 'Hide cookie message' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/quizzes');
  await page.goto('/');
  await expect(banner(page)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('after "Accept analytics" page views and a search reach the admin analytics view', async ({
  page,
  browser,
  authPage,
}) => {
  test.setTimeout(120_000);
  await authPage.gotoLogin();
  await authPage.login(ADMIN);
  await page.goto('/admin/analytics');
  await page.getByText('7 days', { exact: true }).click();
  const pageViews = page.getByRole('group', { name: 'Page views', exact: true });
  await expect(pageViews).toBeVisible({ timeout: 20_000 });
  const before = Number((await pageViews.innerText()).replace(/\D/g, ''));

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const query = `zebra crossing ${randomUUID().slice(0, 8)}`;
  /** The batch the feed took (the client sends every 10 s) that holds an event named `name`. */
  const batchWith = (name: string) =>
    guest
      .waitForResponse(
        (response) =>
          isFeed(response.url()) &&
          response.status() === 202 &&
          (response.request().postData() ?? '').includes(`"name":"${name}"`),
        { timeout: 30_000 },
      )
      .then(
        (response) => response.request().postDataJSON() as { visitorId?: string; events: Record<string, unknown>[] },
      );
  try {
    await guest.goto('/');
    const first = batchWith('page_view');
    await banner(guest).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(guest).getByRole('status')).toContainText('accepted analytics cookies');
    const landing = await first;
    expect(landing.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.events).toContainEqual({ name: 'page_view', path: '/' });

    await guest.goto('/quizzes');
    const second = batchWith('search');
    const search = guest.getByRole('searchbox', { name: 'Search quizzes' });
    await search.fill(query);
    await search.press('Enter');
    await expect(guest.getByText('No quizzes match')).toBeVisible({ timeout: 20_000 });
    const searched = await second;
    expect(searched.events).toContainEqual(
      expect.objectContaining({ name: 'search', search_query: query, results_count: 0 }),
    );
  } finally {
    await visitor.close();
  }

  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        return Number((await pageViews.innerText()).replace(/\D/g, ''));
      },
      { timeout: 45_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBeGreaterThanOrEqual(before + 2);
  const nothingFound = page.getByRole('table').filter({ has: page.getByRole('cell', { name: query }) });
  await expect(nothingFound.first()).toBeVisible({ timeout: 20_000 });
});
