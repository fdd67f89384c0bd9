import { dismissToast, expect, test, toast, totp } from '../fixtures';

test.describe('logging in with two-factor authentication', () => {
  test('an authenticator code opens the dashboard after a wrongly formatted one is refused', async ({
    page,
    api,
    authPage,
    header,
  }) => {
    const user = await api.registerWithMfa();

    await authPage.gotoLogin();
    await authPage.login(user);

    // The server asks for the second factor: a dialog, not an error toast.
    await expect(authPage.mfaDialog).toBeVisible();
    await expect(authPage.mfaDialog).toContainText('Enter the 6-digit code from your authenticator app.');
    await expect(page.getByText(/Error code:/)).toHaveCount(0);
    await expect(toast(page, 'Login failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/login$/);

    // A code that is not six digits is refused before it reaches the server.
    await authPage.submitMfaCode('12a4');
    const invalid = toast(page, 'Invalid code');
    await expect(invalid).toBeVisible();
    await expect(invalid).toContainText('Please enter a valid 6-digit code.');
    await expect(authPage.mfaDialog).toBeVisible();
    await dismissToast(invalid);

    // Enrolment used the previous step's code, so the current one is still unused.
    await authPage.submitMfaCode(totp(user.secret));

    await expect(page).toHaveURL(/\/dashboard$/);
    const welcome = toast(page, 'Welcome back!');
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText('You have successfully logged in.');
    await expect(authPage.mfaDialog).toBeHidden();
    await expect(header.accountMenuButton).toContainText(user.email);
  });

  test('a backup code works instead of the authenticator code', async ({ page, api, authPage, header }) => {
    const user = await api.registerWithMfa();
    const [backupCode] = user.backupCodes;
    expect(backupCode).toBeTruthy();

    await authPage.gotoLogin();
    await authPage.login(user);
    await expect(authPage.mfaDialog).toBeVisible();

    // An empty backup code is refused with its own message.
    await authPage.mfaDialog.getByRole('button', { name: 'Use a backup code instead' }).click();
    await expect(authPage.mfaDialog).toContainText('Enter one of the backup codes you saved');
    await authPage.mfaDialog.getByRole('button', { name: 'Verify' }).click();
    const invalid = toast(page, 'Invalid code');
    await expect(invalid).toContainText('Please enter a backup code.');
    await dismissToast(invalid);

    await authPage.backupCodeInput.fill(backupCode!);
    await authPage.mfaDialog.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(header.accountMenuButton).toContainText(user.email);
  });
});
