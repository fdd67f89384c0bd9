import { expect, test, toast } from '../fixtures';
import {
  answerReceived,
  chosenOption,
  hostControls,
  hostGoesOn,
  hostPlayerCount,
  hostRow,
  option,
  pausedNotice,
  percentLeft,
  readResult,
  reconnecting,
  revealedAnswer,
  startedRoom,
  submitJoin,
} from '../fixtures/arena-room';

/** Each test takes about 20-50 s; the margin is for a busy machine (two workers, three browser contexts each). */
const TEST_TIMEOUT_MS = 150_000;
/**
 * The tests move the game on, not its clocks: a question ends when both players have answered or the host presses
 * Next, and the host's Next leaves the reveal and the scores. Clocks this long never decide what a slow machine
 * gets to see. Only the pause test lets a question's time pass (while paused), so it uses a short question.
 */
const OPEN_SECONDS = 120;
const PAUSED_SECONDS = 20;

test('the host pauses a question past its deadline, players see it frozen, and after Resume they still answer', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: PAUSED_SECONDS });

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
  await alice.waitForTimeout((frozen / 100) * PAUSED_SECONDS * 1000 + 1_000);
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
  await expect(chosenOption(bobby, 1)).toBeVisible();

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
  const { host, pin, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS });

  await host.getByRole('button', { name: 'Remove Bobby' }).click();
  await expect(bobby.getByRole('alert', { name: 'You were removed from this game' })).toBeVisible();
  await expect(bobby.getByText('The host removed you. You cannot rejoin this room.')).toBeVisible();
  await expect(option(bobby, 0)).toHaveCount(0);
  await expect(hostPlayerCount(host)).toHaveText('1 player');
  await expect(hostRow(host, 'Bobby')).toHaveCount(0);
  await expect(hostRow(host, 'Alice')).toBeVisible();

  // Alice is the only player left, so her answer is the last one: the reveal comes at once.
  await alice.keyboard.press('1');
  await expect(alice.getByTestId('arena-result')).toBeVisible();
  await expect(alice.getByText(/^\d of 1 answered correctly$/)).toBeVisible();
  await hostGoesOn(host, [alice], 1);
  await alice.keyboard.press('2');
  await expect(chosenOption(alice, 1)).toBeVisible();
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
  const { host, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS, typed: true });

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
  await hostGoesOn(host, [alice, bobby], 1);
  for (const player of [alice, bobby]) {
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
  const { host, pin, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS });

  // Question 1: both answer, so Alice has a score to keep.
  await alice.keyboard.press('1');
  await bobby.keyboard.press('2');
  const first = await readResult(alice, 1);
  expect(first.total).toBe(first.points);
  await hostGoesOn(host, [alice, bobby], 1);

  // Question 2: Alice's network goes away before she answers. Her answer waits for the connection.
  await expect(option(alice, 0)).toHaveAttribute('aria-disabled', 'false');
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
