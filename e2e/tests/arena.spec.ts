import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

async function newMobilePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return context.newPage();
}

test('a host and two players play a private Arena room to the podium', async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await newMobilePage(browser);
  const csrf = (await (await host.request.get('/api/auth/csrf-token')).json()) as { csrfToken: string };
  const login = await host.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrf.csrfToken } });
  expect(login.ok()).toBe(true);

  await host.goto('/arena');
  await host.getByLabel('Questions').fill('5');
  await host.getByLabel('Seconds per question').fill('5');
  await host.getByLabel('Seconds on answers and scores').fill('1');
  await host.getByRole('button', { name: 'Create room' }).click();
  const pin = (await host.getByTestId('arena-pin').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  await expect(host.getByTestId('arena-join-url')).toContainText(`pin=${pin}`);

  const players: Page[] = [];
  for (const nickname of ['Alice', 'Bobby']) {
    const player = await newMobilePage(browser);
    await player.goto(`/arena?pin=${pin}`);
    // The page also offers quick match and public rooms, each with its own nickname field and Join buttons.
    const joinForm = player.getByRole('region', { name: 'Join a game' });
    await joinForm.getByLabel('Nickname').fill(nickname);
    await joinForm.getByRole('button', { name: 'Join' }).click();
    await expect(player.getByText('Waiting for the host to start', { exact: true })).toBeVisible();
    await expect(host.getByText(nickname, { exact: true })).toBeVisible();
    players.push(player);
  }

  await host.getByRole('button', { name: 'Start' }).click();
  for (let q = 0; q < 5; q++) {
    for (const [i, player] of players.entries()) {
      await expect(player.getByText(`Question ${q + 1} of 5`, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(player.getByTestId('arena-option-0')).toBeVisible();
      await player.keyboard.press(String(((q + i) % 4) + 1));
    }
    for (const player of players) await expect(player.getByTestId('arena-result')).toBeVisible({ timeout: 15_000 });
  }

  for (const page of [host, ...players]) {
    await expect(page.getByTestId('arena-podium')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Back to Arena' })).toBeVisible();
  }
});
