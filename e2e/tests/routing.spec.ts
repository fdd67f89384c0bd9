import { expect, test } from '../fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});

test('/login and /register redirect to the auth screen', async ({ page, authPage }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(authPage.loginForm).toBeVisible();

  await page.goto('/register');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(authPage.registerForm).toBeVisible();
});
