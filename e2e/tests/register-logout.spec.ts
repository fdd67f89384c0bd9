import { expect, newTestUser, test, toast } from '../fixtures';

test('a visitor registers, sees a free account, then logs out', async ({ page, authPage, header }) => {
  const user = newTestUser('register');

  await authPage.gotoRegister();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await authPage.register(user);

  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes before the lazily loaded page is shown; its arrival (a route change) closes open menus.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const created = toast(page, 'Account created!');
  await expect(created).toBeVisible();
  await expect(created).toContainText('Welcome to the product.');

  // The account button shows the e-mail and the plan; the menu repeats both.
  await expect(header.accountMenuButton).toContainText(user.email);
  await expect(header.accountMenuButton).toContainText('Free Account');
  await expect(header.logInButton).toBeHidden();
  const menu = await header.openAccountMenu();
  await expect(menu).toContainText(`${user.email} · Free Account`);
  for (const item of ['Dashboard', 'Account Settings', 'Billing & Subscription', 'Log Out']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }

  await menu.getByRole('menuitem', { name: 'Log Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header.logInButton).toBeVisible();
  await expect(header.signUpButton).toBeVisible();
  await expect(header.accountMenuButton).toHaveCount(0);
});
