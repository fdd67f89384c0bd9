import { expect, test, toast } from '../fixtures';

test('a wrong password shows the AUTH_001 error toast', async ({ page, api, authPage }) => {
  const user = await api.register();

  await authPage.gotoLogin();
  await authPage.login({ email: user.email, password: `${user.password}-wrong` });

  const error = toast(page, 'Login failed');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Email or password is incorrect. Please check and try again.');
  await expect(error).toContainText('Error code: AUTH_001');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(authPage.mfaDialog).toHaveCount(0);
});
