import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });
// It plays all 15 questions of the quiz: 30 s was too tight beside the Arena tests on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

test('a very long typed answer is cut to 100 characters with a message, and no screen scrolls sideways', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/daily-quiz');
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // A 600-character word pasted into the answer: the field keeps 100 and says why.
  const longWord = 'Llanfairpwllgwyngyll'.repeat(30);
  await page.evaluate((text) => navigator.clipboard.writeText(text), longWord);
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(answer).toHaveValue(longWord.slice(0, 100));
  await expect(answer).toHaveAccessibleDescription(/100 of 100 characters/);
  await expect(page.getByText(/^Your answer is too long: answers are at most 100 characters/)).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`You answered: ${longWord.slice(0, 100)}`)).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  for (let question = 2; question <= 15; question += 1) {
    await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'I don’t know' }).click();
  }
  await page.getByRole('button', { name: 'See your result' }).click();
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(page.getByText(longWord.slice(0, 100), { exact: false }).first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});
