import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { readResult, revealedOptions, startedRoom } from '../fixtures/arena-room';

/** Questions stay open until both players answer: the test moves the game on, not the clock. */
const OPEN_SECONDS = 120;

/** The count drawn on each revealed option. */
async function counts(page: Page): Promise<number[]> {
  const rows = await revealedOptions(page).all();
  return Promise.all(rows.map(async (row) => Number(/(\d+)$/.exec((await row.innerText()).trim())?.[1])));
}

test('the reveal of a choice question keeps every option: the key ticked, a wrong pick crossed, each counted', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { host, alice, bobby } = await startedRoom(browser, { seconds: OPEN_SECONDS });
  // Two different options: at most one is right, so at least one player picked wrong.
  await alice.keyboard.press('1');
  await bobby.keyboard.press('2');
  await readResult(alice, 1);

  for (const [player, mine] of [
    [alice, 0],
    [bobby, 1],
    [host, null],
  ] as const) {
    const rows = revealedOptions(player);
    await expect(rows).toHaveCount(4);
    const key = rows.and(player.locator('[data-correct="true"]'));
    await expect(key).toHaveCount(1);
    await expect(key).toContainText('correct answer');
    // One answer each on options 1 and 2, none on the others.
    const drawn = await counts(player);
    expect(drawn).toEqual([1, 1, 0, 0]);
    const own = rows.and(player.locator('[data-mine="true"]'));
    if (mine === null) {
      await expect(own).toHaveCount(0);
      continue;
    }
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute('data-testid', `arena-option-${mine}`);
    const right = (await own.getAttribute('data-correct')) === 'true';
    await expect(own).toContainText(right ? 'your answer' : 'your answer, wrong');
    await expect(player.getByTestId('arena-result')).toContainText(right ? 'Correct!' : 'Not this time');
  }
});
