import { type Browser, type Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { startedRoom } from '../fixtures/arena-room';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
/** Two players in three browser contexts plus the admin's: the margin is for a busy machine. */
const TEST_TIMEOUT_MS = 150_000;

/** The admin's own browser (a desk, then a phone's width), logged in through the API. */
async function adminDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const csrf = (await (await page.request.get('/api/auth/csrf-token')).json()) as { csrfToken: string };
  const login = await page.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrf.csrfToken } });
  expect(login.ok()).toBe(true);
  return page;
}

test('an admin watches a live room, removes a player and closes the room; players read why, the audit log keeps both', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const { pin, alice, bobby } = await startedRoom(browser, { seconds: 120 });
  const admin = await adminDesk(browser);

  await admin.goto('/admin');
  // The area's first load (the session check, two chunks, then the socket) beside two players' live game: a busy CI
  // machine can stretch it past the default 10 s.
  await expect(admin.getByRole('heading', { name: 'Live rooms', level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible({ timeout: 20_000 });
  await admin.getByRole('searchbox', { name: 'PIN or host' }).fill(pin);
  const row = admin.getByTestId('live-room');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(pin);
  await expect(row).toContainText('Private battle');
  await expect(row).toContainText('2 / 2');
  await expect(row).toContainText('Question');
  await expect(row).toContainText('1 of 5');
  await expect(admin.getByRole('group', { name: 'Cluster totals' })).toContainText('Sockets');

  // Bobby goes: found by a part of his nickname, told why.
  await row.getByRole('button', { name: `Remove a player from room ${pin}` }).click();
  const kick = admin.getByRole('dialog', { name: `Remove a player from room ${pin}` });
  await kick.getByRole('searchbox', { name: 'Find a player' }).fill('bob');
  await kick.getByRole('radio', { name: /Bobby/ }).check();
  await kick.getByLabel(/Message to players/).fill('Please pick a kinder nickname');
  await kick.getByRole('button', { name: 'Remove player' }).click();
  await expect(toast(admin, 'Player removed')).toBeVisible();
  await expect(bobby.getByText('You were removed from this game')).toBeVisible();
  await expect(bobby.getByText('An administrator removed you. You cannot rejoin this room.')).toBeVisible();
  await expect(bobby.getByText('Please pick a kinder nickname', { exact: true })).toBeVisible();
  await expect(row).toContainText('1 / 1');

  // The room closes, from the keyboard: Alice reads the admin's words on her ended screen.
  await row.getByRole('button', { name: `Close room ${pin}` }).focus();
  await admin.keyboard.press('Enter');
  const close = admin.getByRole('dialog', { name: `Close room ${pin}` });
  await expect(close.getByRole('button', { name: 'Close room' })).toBeDisabled();
  await close.getByLabel(/Message to players/).fill('Closed for a fire drill');
  await close.getByRole('button', { name: 'Close room' }).click();
  await expect(toast(admin, 'Room closed')).toBeVisible();
  await expect(alice.getByRole('heading', { name: 'An administrator closed this game' })).toBeVisible();
  await expect(alice.getByRole('alert').filter({ hasText: 'Closed for a fire drill' })).toBeVisible();
  await expect(row).toContainText('Ended');
  await expect(row.getByRole('button', { name: `Close room ${pin}` })).toBeDisabled();

  // At a phone's width the page fits; the table scrolls within itself.
  await admin.setViewportSize({ width: 375, height: 812 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(row.getByRole('button', { name: `Close room ${pin}` })).toBeAttached();

  // The audit log has both actions, with the room's PIN and the messages.
  await admin.goto('/admin/audit-log');
  const entries = admin.getByRole('list', { name: 'Audit log entries' });
  await expect(
    entries
      .getByRole('listitem')
      .filter({ hasText: `PIN ${pin}` })
      .first(),
  ).toContainText('Closed for a fire drill');
  await expect(entries.getByRole('listitem').filter({ hasText: `Bobby (PIN ${pin})` })).toContainText(
    'Please pick a kinder nickname',
  );
});
