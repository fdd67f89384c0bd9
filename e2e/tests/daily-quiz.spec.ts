import { expect, test } from '../fixtures';

/** The players-today count a card shows: "1,234 started today", or 0 while it invites the first player. */
const playersToday = async (text: Promise<string | null>) => {
  const shown = (await text) ?? '';
  if (shown.includes('Be the first to play today')) return 0;
  return Number(/([\d,]+) started today/.exec(shown)?.[1]?.replace(/,/g, '') ?? NaN);
};

test('a guest plays the multiple-choice quiz to the end and sees a rank', async ({ page }) => {
  // Twenty questions each wait for the server's reveal: on a busy machine that outgrows the default 30 s.
  test.slow();
  await page.goto('/daily-mc-quiz');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (let question = 1; question <= 20; question += 1) {
    await expect(page.locator('#question-progress')).toHaveText(`Question ${question} of 20`);
    // Keys 1-4 choose an option.
    await page.keyboard.press(String(((question - 1) % 4) + 1));
    await page.getByRole('button', { name: question === 20 ? 'See your result' : 'Next question' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByText(/^\d+\/20$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+(st|nd|rd|th) of \d+ who finished today$/)).toBeVisible();

  // Beside the leaderboard, each figure says what it counts: starters live, finishers ranked.
  await page.goto('/daily-quizzes');
  const card = page.getByRole('region', { name: 'Daily Multiple Choice Quiz' });
  await expect(card.getByText(/^\d+ started today · \d+ playing now$/)).toBeVisible();
  await expect(card.getByText(/\d+ finished$/)).toBeVisible();
  await expect(card.getByText(/^You came \d+(st|nd|rd|th) of \d+ who finished today\.$/)).toBeVisible();
});

test('a second browser on the landing page sees the players-today count rise without reloading', async ({
  browser,
  api,
}) => {
  const watcher = await browser.newContext();
  const page = await watcher.newPage();
  await page.goto('/');
  const counter = page.getByTestId('players-today-mc');
  await expect(counter).toContainText(/today/);
  const before = await playersToday(counter.textContent());
  expect(before).not.toBeNaN();

  // Another player (a fresh guest with its own cookies) starts today's quiz.
  const start = await api.post('/api/daily-quiz/mc/start');
  expect(start.ok()).toBe(true);

  // Other tests may start quizzes at the same time, so the count must rise by at least this player.
  await expect.poll(() => playersToday(counter.textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);
  await watcher.close();
});
