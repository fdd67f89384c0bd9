import { expect, test } from '../fixtures';

test('the first Tab focuses "Skip to main content", which moves focus to the main content', async ({
  page,
  header,
}) => {
  await page.goto('/');
  await expect(header.logInButton).toBeVisible();

  await page.keyboard.press('Tab');

  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
