import { expect, test } from '../fixtures';
import {
  chosenOption,
  hostGoesOn,
  hostPlayerCount,
  hostRow,
  leaveDialog,
  option,
  readResult,
  startedRoom,
} from '../fixtures/arena-room';

/** Each test takes about 30 s; the margin is for a busy machine (two workers, three browser contexts each). */
const TEST_TIMEOUT_MS = 150_000;
/** Questions stay open until both players answer: the test moves the game on, not the clock. */
const OPEN_SECONDS = 120;

test('a player who reloads mid-game is back in the same game by themselves, score intact', async ({ browser }) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS });

  await alice.keyboard.press('1');
  await bobby.keyboard.press('2');
  const first = await readResult(alice, 1);
  await hostGoesOn(host, [alice, bobby], 1);

  // A reload: no PIN, no nickname typed, no Arena home page in between.
  await alice.reload();
  await expect(alice.getByText('Question 2 of 5', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(alice.getByRole('region', { name: 'Join a game' })).toHaveCount(0);
  await expect(hostRow(host, 'Alice')).not.toContainText('offline');
  await expect(hostRow(host, 'Alice')).toHaveCount(1);
  await expect(hostPlayerCount(host)).toHaveText('2 players');

  await expect(option(alice, 0)).toHaveAttribute('aria-disabled', 'false');
  await alice.keyboard.press('1');
  await expect(chosenOption(alice, 0)).toBeVisible();
  await bobby.keyboard.press('2');
  const second = await readResult(alice, 2);
  expect(second.total).toBe(first.total + second.points);
});

test('Leave game asks first, from the keyboard; once left, a reload stays out and the score stays', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS });
  await alice.keyboard.press('1');
  await bobby.keyboard.press('2');
  await readResult(bobby, 1);

  // Escape keeps playing: the dialog opens on the safe choice.
  const leave = bobby.getByRole('button', { name: 'Leave game' });
  await leave.focus();
  await bobby.keyboard.press('Enter');
  const dialog = leaveDialog(bobby);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Leave this game?' })).toBeVisible();
  await expect(dialog).toContainText('Your score so far stays on the leaderboard.');
  await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await bobby.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(bobby.getByText('Question 1 of 5', { exact: true })).toBeVisible();

  // Tab to the leave button and press it.
  await leave.click();
  await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await bobby.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Leave game' })).toBeFocused();
  await bobby.keyboard.press('Enter');
  await expect(bobby.getByRole('region', { name: 'Join a game' })).toBeVisible();

  // Mid-game the server keeps the leaver (marked offline) and their score; the reload does not take them back.
  await expect(hostRow(host, 'Bobby')).toContainText('offline');
  await expect(hostPlayerCount(host)).toHaveText('2 players');
  await bobby.reload();
  await expect(bobby.getByRole('region', { name: 'Join a game' })).toBeVisible();
  await expect(bobby.getByText(/^Question \d of 5$/)).toHaveCount(0);
  await expect(hostRow(host, 'Bobby')).toContainText('offline');
});
