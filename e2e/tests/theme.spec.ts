import { expect, test } from '../fixtures';

test('the dark theme survives a reload', async ({ page, header }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await header.themeToggle.click();

  await expect(html).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();

  await expect(header.themeToggle).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  // And back again.
  await header.themeToggle.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
});
