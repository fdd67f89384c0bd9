import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

test.use({ viewport: { width: 375, height: 812 } });

/** Today's Arena season (the UK calendar quarter, "2026-Q4"), worked out here apart from the app's helper. */
function currentSeason(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return `${parts.year}-Q${Math.ceil(parts.month! / 3)}`;
}

function previousSeason(season: string): string {
  const [year, quarter] = season.split('-Q').map(Number);
  return quarter === 1 ? `${year! - 1}-Q4` : `${year}-Q${quarter! - 1}`;
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
}

/** What the API says, read with the browser's own session so the screen and the oracle see the same user. */
async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('a logged-out visitor who opens /arena/history is sent to the login screen', async ({ page, authPage }) => {
  await page.goto('/arena/history');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(authPage.loginForm).toBeVisible();
});

test('the admin reaches the season leaderboard and their Arena matches on a phone', async ({
  page,
  authPage,
  header,
}) => {
  // Several pages and their API reads in one test: on a loaded CI machine it has run past 30 s (twice, passing on retry).
  test.setTimeout(90_000);
  await authPage.gotoLogin();
  await authPage.login(ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The leaderboard, from the Arena page: the current season, nothing later, and the season before it.
  await page.goto('/arena');
  await page.getByRole('link', { name: 'Season leaderboard' }).click();
  await expect(page).toHaveURL(/\/arena\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arena season leaderboard' })).toBeVisible();
  const season = currentSeason();
  await expect(page.getByRole('heading', { level: 2, name: `Season ${season}` })).toBeVisible();
  await expect(page.getByText('Current season', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next season' })).toBeDisabled();

  const board = await apiJson<{ season: string; entries: unknown[] }>(page, '/api/arena/leaderboard');
  expect(board.season).toBe(season);
  if (board.entries.length === 0) {
    await expect(page.getByText('No rated games in this season yet', { exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('table', { name: 'Season ratings' }).locator('tbody tr')).toHaveCount(
      board.entries.length,
    );
  }
  await expectNoSideways(page);

  const previous = previousSeason(season);
  await page.getByRole('link', { name: `Previous season, ${previous}` }).click();
  await expect(page).toHaveURL(new RegExp(`/arena/leaderboard\\?season=${previous}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Season ${previous}` })).toBeVisible();
  await expect(page.getByText('Current season', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Next season, ${season}` })).toHaveAttribute(
    'href',
    '/arena/leaderboard',
  );

  // The history, from the account menu: one card per match the API lists, or the empty state.
  const menu = await header.openAccountMenu();
  await menu.getByRole('menuitem', { name: 'Arena history' }).click();
  await expect(page).toHaveURL(/\/arena\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Arena matches' })).toBeVisible();

  const history = await apiJson<{ matches: { completed: boolean }[] }>(page, '/api/arena/history');
  const main = page.getByRole('main');
  if (history.matches.length === 0) {
    await expect(main.getByText('No Arena matches yet', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Play in the Arena' })).toHaveAttribute('href', '/arena');
  } else {
    const cards = main.getByRole('list', { name: 'Your Arena matches' }).getByRole('listitem');
    await expect(cards).toHaveCount(history.matches.length);
    await expect(cards.first()).toContainText(history.matches[0]!.completed ? 'Completed' : 'Ended early');
  }
  await expectNoSideways(page);
});
