import { expect, test, toast } from '../fixtures';

test.describe('Account Settings shows what is wrong on the field', () => {
  test.beforeEach(async ({ page, authPage, api }) => {
    const user = await api.register();
    await authPage.gotoLogin();
    await authPage.login(user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
  });

  test('a wrong current password is an error on that field, with no success or login toast', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel(/^Current password/);
    await current.fill('Not-my-password-1');
    await form.getByLabel(/^New password/).fill('Brand-new-Pass-42');
    await form.getByRole('button', { name: 'Change password' }).click();

    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(toast(page, 'Password changed')).toHaveCount(0);
    await expect(toast(page, 'Login failed')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Typing again clears the message.
    await current.fill('Another-try-1');
    await expect(current).not.toHaveAccessibleDescription('Current password is incorrect');
  });

  test('a wrong password when deleting the account is an error on the password field', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Delete account' });
    const password = form.getByLabel(/^Password/);
    await password.fill('Not-my-password-1');
    await form.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();

    await expect(password).toHaveAccessibleDescription('Password is incorrect');
    await expect(toast(page, 'Account deleted')).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('a too-long name is refused on its field in words, before anything is sent', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Profile' });
    const name = form.getByLabel('Full name');
    await name.fill('n'.repeat(121));
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(name).toHaveAccessibleDescription('Full name must be 120 characters or fewer');
    await expect(toast(page, 'Profile saved')).toHaveCount(0);
  });
});
