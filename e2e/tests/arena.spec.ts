import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chosenOption } from '../fixtures/arena-room';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

async function newMobilePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return context.newPage();
}

test('a host and two players play a private Arena room to the podium', async ({ browser }) => {
  // Five questions for two phones and a host: about 30 s on a quiet machine, past 2 minutes once under a busy CI.
  test.setTimeout(240_000);
  const host = await newMobilePage(browser);
  const csrf = (await (await host.request.get('/api/auth/csrf-token')).json()) as { csrfToken: string };
  const login = await host.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrf.csrfToken } });
  expect(login.ok()).toBe(true);

  await host.goto('/arena');
  await host.getByLabel('Questions').fill('5');
  // The test moves the game on, not a clock: a question ends once both have answered, and the host's Next leaves
  // the reveal and the scores once everyone has seen them. So what a player must see lasts until they have.
  await host.getByLabel('Seconds per question').fill('60');
  await host.getByLabel('Seconds on answers and scores').fill('30');
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
  const next = host.getByRole('region', { name: 'Host controls' }).getByRole('button', { name: 'Next' });
  for (let q = 0; q < 5; q++) {
    for (const [i, player] of players.entries()) {
      await expect(player.getByText(`Question ${q + 1} of 5`, { exact: true })).toBeVisible({ timeout: 15_000 });
      const choice = player.getByTestId(`arena-option-${(q + i) % 4}`);
      await expect(choice).toHaveAttribute('aria-disabled', 'false');
      await player.keyboard.press(String(((q + i) % 4) + 1));
      await expect(chosenOption(player, (q + i) % 4)).toBeVisible();
    }
    for (const player of players) {
      await expect(player.getByTestId('arena-result')).toBeVisible();
      await expect(player.getByTestId('arena-result')).not.toContainText('No answer this time');
    }
    await next.click();
    for (const player of players) {
      await expect(player.getByText(`After question ${q + 1} of 5`, { exact: true })).toBeVisible();
    }
    await next.click();
  }

  for (const page of [host, ...players]) {
    await expect(page.getByTestId('arena-podium')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Back to Arena' })).toBeVisible();
  }
});
