import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
/** Each test takes about 20-40 s; the margin is for a busy machine (two workers, three browser contexts each). */
const TEST_TIMEOUT_MS = 90_000;

interface RoomOptions {
  seconds: number;
  /** Seconds on the reveal and on the leaderboard. */
  between: number;
  /** Typed answers only, instead of multiple choice only. */
  typed?: boolean;
}

interface Room {
  host: Page;
  pin: string;
  alice: Page;
  bobby: Page;
}

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return context.newPage();
}

/** The admin creates a private room of five questions from the host form and sees its PIN. */
async function hostRoom(browser: Browser, options: RoomOptions): Promise<{ host: Page; pin: string }> {
  const host = await newPhone(browser);
  const csrf = (await (await host.request.get('/api/auth/csrf-token')).json()) as { csrfToken: string };
  const login = await host.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrf.csrfToken } });
  expect(login.ok()).toBe(true);

  await host.goto('/arena');
  const form = host.getByRole('region', { name: 'Host a game' });
  await form.getByLabel('Questions').fill('5');
  await form.getByLabel('Seconds per question').fill(String(options.seconds));
  await form.getByLabel('Seconds on answers and scores').fill(String(options.between));
  if (options.typed) {
    await form.getByRole('checkbox', { name: 'Typed answers' }).check();
    await form.getByRole('checkbox', { name: 'Multiple choice' }).uncheck();
  }
  await form.getByRole('button', { name: 'Create room' }).click();
  const pin = (await host.getByTestId('arena-pin').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  return { host, pin };
}

/** Opens /arena?pin=… and fills its join form (the page also has the public lobby's nickname field). */
async function submitJoin(player: Page, pin: string, nickname: string): Promise<void> {
  await player.goto(`/arena?pin=${pin}`);
  const joinForm = player.getByRole('region', { name: 'Join a game' });
  await joinForm.getByLabel('Nickname').fill(nickname);
  await joinForm.getByRole('button', { name: 'Join' }).click();
}

/** A guest in their own browser context (own guest cookie) joins by PIN and waits in the lobby. */
async function joinAsGuest(browser: Browser, pin: string, nickname: string): Promise<Page> {
  const player = await newPhone(browser);
  await submitJoin(player, pin, nickname);
  await expect(player.getByText('Waiting for the host to start', { exact: true })).toBeVisible();
  return player;
}

/** A hosted room with Alice and Bobby in it, started, on its first question. */
async function startedRoom(browser: Browser, options: RoomOptions): Promise<Room> {
  const { host, pin } = await hostRoom(browser, options);
  const [alice, bobby] = await Promise.all([joinAsGuest(browser, pin, 'Alice'), joinAsGuest(browser, pin, 'Bobby')]);
  await expect(hostPlayerCount(host)).toHaveText('2 players');
  await hostControls(host).getByRole('button', { name: 'Start' }).click();
  for (const player of [alice, bobby]) {
    await expect(player.getByText('Question 1 of 5', { exact: true })).toBeVisible({ timeout: 15_000 });
  }
  return { host, pin, alice, bobby };
}

const hostControls = (host: Page): Locator => host.getByRole('region', { name: 'Host controls' });

/** The host's player list (lobby and in game): "N players", one row per player. */
const hostPlayerCount = (host: Page): Locator => host.getByText(/^\d+ players?$/);
const hostRow = (host: Page, nickname: string): Locator =>
  host.getByRole('listitem').filter({ has: host.getByText(nickname, { exact: true }) });

/** The paused notice laid over a player's screen. */
const pausedNotice = (page: Page): Locator =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Paused', exact: true }) });

async function percentLeft(page: Page): Promise<number> {
  return Number(await page.getByRole('progressbar', { name: 'Time left' }).getAttribute('aria-valuenow'));
}

const option = (page: Page, index: number): Locator => page.getByTestId(`arena-option-${index}`);
const answerReceived = (page: Page): Locator => page.getByRole('alert', { name: 'Answer received' });
const revealedAnswer = (page: Page): Locator => page.getByRole('alert', { name: 'Answer', exact: true });
const reconnecting = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^Reconnecting…$/ });

/** Waits for the result card of question `n` and reads its "+P points" and "Total S". */
async function readResult(page: Page, n: number): Promise<{ points: number; total: number }> {
  const card = page.getByTestId('arena-result');
  await expect(card).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible();
  const text = (await card.textContent()) ?? '';
  const points = /\+(\d+) points/.exec(text)?.[1];
  const total = /Total (\d+)/.exec(text)?.[1];
  expect(points, `result card: ${text}`).toBeDefined();
  expect(total, `result card: ${text}`).toBeDefined();
  return { points: Number(points), total: Number(total) };
}

test('the host pauses a question past its deadline, players see it frozen, and after Resume they still answer', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: 10, between: 3 });

  await hostControls(host).getByRole('button', { name: 'Pause' }).click();
  await expect(hostControls(host).getByRole('button', { name: 'Resume' })).toBeEnabled();
  await expect(hostControls(host).getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const player of [alice, bobby]) {
    await expect(pausedNotice(player)).toBeVisible();
    await expect(pausedNotice(player)).toContainText('The host paused the game.');
    await expect(option(player, 0)).toHaveAttribute('aria-disabled', 'true');
  }

  // The bar stands still while paused, with time left on it.
  const frozen = await percentLeft(alice);
  expect(frozen).toBeGreaterThan(0);
  expect(frozen).toBeLessThan(100);
  // Paused for longer than the time that was left: had the server's timer run on, the question would be revealed.
  await alice.waitForTimeout((frozen / 100) * 10_000 + 1_000);
  expect(await percentLeft(alice)).toBe(frozen);
  await alice.keyboard.press('1');
  for (const player of [alice, bobby]) {
    await expect(player.getByText('Question 1 of 5', { exact: true })).toBeVisible();
    await expect(player.getByTestId('arena-result')).toHaveCount(0);
  }
  await expect(answerReceived(alice)).toHaveCount(0);
  await expect(option(alice, 0)).toHaveAttribute('aria-pressed', 'false');

  await hostControls(host).getByRole('button', { name: 'Resume' }).click();
  for (const player of [alice, bobby]) await expect(pausedNotice(player)).toHaveCount(0);
  await expect(hostControls(host).getByRole('button', { name: 'Pause' })).toBeEnabled();

  await expect(option(alice, 0)).toHaveAttribute('aria-disabled', 'false');
  await alice.keyboard.press('1');
  await expect(option(alice, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(answerReceived(alice)).toBeVisible();
  // The question goes on from where it stopped: the bar moves again.
  await expect.poll(() => percentLeft(alice), { intervals: [100] }).toBeLessThan(frozen);
  await expect(option(bobby, 1)).toHaveAttribute('aria-disabled', 'false');
  await bobby.keyboard.press('2');
  await expect(option(bobby, 1)).toHaveAttribute('aria-pressed', 'true');

  // Both answered, so the reveal comes at once, and both answers counted (not "No answer this time").
  for (const player of [alice, bobby]) {
    await expect(player.getByTestId('arena-result')).toBeVisible();
    await expect(player.getByTestId('arena-result')).not.toContainText('No answer this time');
    await expect(player.getByText(/^\d of 2 answered correctly$/)).toBeVisible();
  }
});

test('the host removes a player mid-game: they are told, cannot rejoin by PIN, and the other plays on', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, pin, alice, bobby } = await startedRoom(browser, { seconds: 20, between: 3 });

  await host.getByRole('button', { name: 'Remove Bobby' }).click();
  await expect(bobby.getByRole('alert', { name: 'You were removed from this game' })).toBeVisible();
  await expect(bobby.getByText('The host removed you. You cannot rejoin this room.')).toBeVisible();
  await expect(option(bobby, 0)).toHaveCount(0);
  await expect(hostPlayerCount(host)).toHaveText('1 player');
  await expect(hostRow(host, 'Bobby')).toHaveCount(0);
  await expect(hostRow(host, 'Alice')).toBeVisible();

  // Alice is the only player left, so her answer is the last one: the reveal comes at once, then question 2.
  await alice.keyboard.press('1');
  await expect(alice.getByTestId('arena-result')).toBeVisible();
  await expect(alice.getByText(/^\d of 1 answered correctly$/)).toBeVisible();
  await expect(alice.getByText('Question 2 of 5', { exact: true })).toBeVisible({ timeout: 15_000 });
  await alice.keyboard.press('2');
  await expect(option(alice, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(alice.getByTestId('arena-result')).toBeVisible();
  await expect(alice.getByTestId('arena-result')).not.toContainText('No answer this time');

  // Bobby leaves the removed screen and tries the PIN again, in the same browser (same guest cookie).
  await bobby.getByRole('button', { name: 'Back to Arena' }).click();
  await expect(bobby.getByRole('region', { name: 'Join a game' })).toBeVisible();
  await submitJoin(bobby, pin, 'Bobby');
  const refused = toast(bobby, 'Removed from the room');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Error code: ARENA_009');
  await expect(bobby.getByRole('region', { name: 'Join a game' })).toBeVisible();
  await expect(bobby.getByText(/^Question \d of 5$/)).toHaveCount(0);
  // Another nickname does not help: the ban is on the player, not the name.
  await submitJoin(bobby, pin, 'Robert');
  await expect(toast(bobby, 'Removed from the room')).toContainText('Error code: ARENA_009');
  await expect(hostPlayerCount(host)).toHaveText('1 player');
  await expect(hostRow(host, 'Robert')).toHaveCount(0);
  await expect(hostRow(host, 'Bobby')).toHaveCount(0);
});

test('typed answers: a player types and presses Enter, gets a receipt, and the reveal shows the answer', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: 20, between: 3, typed: true });

  for (const player of [alice, bobby]) await expect(option(player, 0)).toHaveCount(0);
  await expect(host.getByText('Players are typing their answers.')).toBeVisible();
  await expect(host.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);

  // Nothing in the question bank is spelt like this, so even the tolerant marker must call it wrong. It is one
  // 100-character word (the longest answer accepted), which must wrap on a 375 px screen, not widen the page.
  const guess = 'Zqxjvwplkm'.repeat(10);
  const field = alice.getByRole('textbox', { name: 'Your answer' });
  await expect(field).toBeEnabled();
  await expect(alice.getByRole('button', { name: 'Send' })).toBeDisabled();
  await field.fill(guess);
  await field.press('Enter');
  await expect(answerReceived(alice)).toBeVisible();
  await expect(field).toBeDisabled();
  await expect(field).toHaveValue(guess);
  await expect(answerReceived(bobby)).toHaveCount(0);

  // Bobby stays silent; the host skips to the reveal.
  await hostControls(host).getByRole('button', { name: 'Next' }).click();
  for (const player of [alice, bobby, host]) {
    await expect(revealedAnswer(player)).toBeVisible();
    await expect(revealedAnswer(player)).toHaveText(/^Answer\s*\S/);
    await expect(player.getByText('0 of 1 answered correctly', { exact: true })).toBeVisible();
  }
  await expect(revealedAnswer(alice)).toContainText(`(you typed “${guess}”)`);
  const sideways = await alice.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await expect(revealedAnswer(bobby)).not.toContainText('you typed');
  await expect(alice.getByRole('alert', { name: 'Not this time' })).toContainText('+0 points');
  await expect(bobby.getByRole('alert', { name: 'No answer this time' })).toContainText('+0 points');

  // The next question gives each player an empty field again; both answer, so it is revealed at once.
  for (const player of [alice, bobby]) {
    await expect(player.getByText('Question 2 of 5', { exact: true })).toBeVisible({ timeout: 15_000 });
    const next = player.getByRole('textbox', { name: 'Your answer' });
    await expect(next).toHaveValue('');
    await next.fill('Another guess');
    await next.press('Enter');
  }
  for (const player of [alice, bobby]) {
    await expect(player.getByTestId('arena-result')).toBeVisible();
    await expect(player.getByTestId('arena-result')).not.toContainText('No answer this time');
    await expect(revealedAnswer(player)).toContainText('(you typed “Another guess”)');
    await expect(player.getByText(/^\d of 2 answered correctly$/)).toBeVisible();
  }
});

test('a player whose connection drops mid-game sees the reconnect banner and comes back as the same player', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, pin, alice, bobby } = await startedRoom(browser, { seconds: 20, between: 3 });

  // Question 1: both answer, so Alice has a score to keep.
  await alice.keyboard.press('1');
  await bobby.keyboard.press('2');
  const first = await readResult(alice, 1);
  expect(first.total).toBe(first.points);

  // Question 2: Alice's network goes away before she answers. Her answer waits for the connection.
  await expect(option(alice, 0)).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await expect(reconnecting(alice)).toHaveCount(0);
  await alice.context().setOffline(true);
  await expect(reconnecting(alice)).toBeVisible();
  await expect(hostRow(host, 'Alice')).toContainText('offline');
  await expect(hostPlayerCount(host)).toHaveText('2 players');
  await expect(option(alice, 0)).toHaveAttribute('aria-disabled', 'true');
  await alice.keyboard.press('1');
  await expect(option(alice, 0)).toHaveAttribute('aria-pressed', 'false');

  await alice.context().setOffline(false);
  await expect(reconnecting(alice)).toHaveCount(0, { timeout: 15_000 });
  await expect(hostRow(host, 'Alice')).not.toContainText('offline');
  await expect(hostRow(host, 'Alice')).toHaveCount(1);
  await expect(hostPlayerCount(host)).toHaveText('2 players');
  await expect(alice.getByText('Question 2 of 5', { exact: true })).toBeVisible();
  await alice.keyboard.press('1');
  await expect(answerReceived(alice)).toBeVisible();
  await expect(option(alice, 0)).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(alice, 'Not in this room')).toHaveCount(0);

  // Another drop after answering: back online, her answer is still the one marked.
  await alice.context().setOffline(true);
  await expect(reconnecting(alice)).toBeVisible();
  await alice.context().setOffline(false);
  await expect(reconnecting(alice)).toHaveCount(0, { timeout: 15_000 });
  await expect(answerReceived(alice)).toBeVisible();
  await expect(option(alice, 0)).toHaveAttribute('aria-pressed', 'true');

  // Her answer counted and adds to the score she had.
  await bobby.keyboard.press('2');
  const second = await readResult(alice, 2);
  expect(second.total).toBe(first.total + second.points);
  await expect(alice.getByTestId('arena-result')).not.toContainText('No answer this time');

  // The page is closed and opened again in the same browser: joining by PIN is a return, not a new player.
  await alice.close();
  await expect(hostRow(host, 'Alice')).toContainText('offline');
  const again = await alice.context().newPage();
  await submitJoin(again, pin, 'Alice');
  await expect(again.getByText(/^(Question [23] of 5|Leaderboard)$/)).toBeVisible();
  await expect(hostRow(host, 'Alice')).not.toContainText('offline');
  await expect(hostRow(host, 'Alice')).toHaveCount(1);
  await expect(hostPlayerCount(host)).toHaveText('2 players');

  // The host ends the game: the standings show her once, as "you", with the score she had.
  await hostControls(host).getByRole('button', { name: 'End' }).click();
  await expect(again.getByRole('heading', { name: 'The host ended the game' })).toBeVisible();
  const podium = again.getByTestId('arena-podium');
  await expect(podium.getByText(/\. Alice \(you\)$/)).toHaveCount(1);
  await expect(podium.getByText(/\. Bobby$/)).toHaveCount(1);
  await expect(podium.getByText(/\. Alice \(you\)$/).locator('xpath=../..')).toHaveText(
    new RegExp(`\\. Alice \\(you\\)${second.total}$`),
  );
});
