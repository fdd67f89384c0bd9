import { expect, test } from '../fixtures';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

test('a host setting out of range is refused at its field, never changed to fit', async ({ page }) => {
  const csrf = (await (await page.request.get('/api/auth/csrf-token')).json()) as { csrfToken: string };
  const login = await page.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrf.csrfToken } });
  expect(login.ok()).toBe(true);
  await page.goto('/arena');
  const form = page.getByRole('region', { name: 'Host a game' });
  const questions = form.getByRole('textbox', { name: 'Questions' });
  const seconds = form.getByRole('textbox', { name: 'Seconds per question' });

  // Each field says what it allows before anything is typed.
  await expect(questions).toHaveAccessibleDescription('5 to 50');
  await expect(seconds).toHaveAccessibleDescription('5 to 120');

  await questions.fill('0');
  await seconds.fill('999');
  await form.getByRole('button', { name: 'Create room' }).click();
  await expect(questions).toHaveAccessibleDescription(/Questions must be a whole number from 5 to 50/);
  await expect(seconds).toHaveAccessibleDescription(/Seconds per question must be a whole number from 5 to 120/);
  // Left as typed, and no room was opened.
  await expect(questions).toHaveValue('0');
  await expect(seconds).toHaveValue('999');
  await expect(page.getByTestId('arena-pin')).toHaveCount(0);

  // Fixing one field clears its message only.
  await questions.fill('5');
  await expect(questions).toHaveAccessibleDescription('5 to 50');
  await expect(seconds).toHaveAccessibleDescription(/from 5 to 120/);

  // The server refuses the same values the same way, naming the field and its range.
  const refused = await page.request.post('/api/arena/rooms', {
    data: { questionCount: 0, questionSeconds: 999 },
    headers: { 'CSRF-Token': csrf.csrfToken },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'VAL_001',
    issues: [
      { path: 'questionCount', message: 'Questions must be a whole number from 5 to 50' },
      { path: 'questionSeconds', message: 'Seconds per question must be a whole number from 5 to 120' },
    ],
  });
});

test('a nickname over 20 characters is refused with the rule, not cut short', async ({ page }) => {
  await page.goto('/arena?pin=123456');
  const join = page.getByRole('region', { name: 'Join a game' });
  const nickname = join.getByLabel('Nickname');
  const long = 'Bartholomew the Magnificent of Kent and Sussex, Esq.';
  await nickname.fill(long);
  await expect(nickname).toHaveValue(long);
  await expect(nickname).toHaveAccessibleDescription('A nickname has 2 to 20 characters');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(nickname).toHaveAccessibleDescription('A nickname has 2 to 20 characters');
  await expect(page.getByText(/^Waiting for the host/)).toHaveCount(0);
});
