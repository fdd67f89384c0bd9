import { expect, test } from '../fixtures';

const BAD_LINK = '/verify-email?token=not.a-real-token';

test('a dead verification link tells a visitor to log in for a new one', async ({ page }) => {
  await page.goto(BAD_LINK);
  const failure = page.getByRole('alert').filter({ hasText: 'Link invalid or expired' });
  await expect(failure).toContainText('Links work for 48 hours; you can get a new one while logged in.');
  await expect(failure).not.toContainText('Account Settings');

  await failure.getByRole('link', { name: 'Log in to get a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a member sends a new link from the dead link’s page, and Settings shows the status', async ({
  page,
  api,
  authPage,
}) => {
  const user = await api.register();
  await authPage.gotoLogin();
  await authPage.login(user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(BAD_LINK);
  const failure = page.getByRole('alert').filter({ hasText: 'Link invalid or expired' });
  await failure.getByRole('button', { name: 'Send a new link' }).click();
  // Registering sent the first link moments ago, and the server sends at most one a minute: it says so.
  await expect(failure.getByRole('status')).toHaveText(
    'A link was sent less than a minute ago. Check your inbox and spam folder, or try again in a minute.',
  );

  await page.goto('/settings');
  const email = page.getByRole('region', { name: 'Email address' });
  await expect(email).toContainText(user.email);
  await expect(email).toContainText('Not verified');
  await expect(email.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});
