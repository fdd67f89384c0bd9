import type { APIRequestContext } from '@playwright/test';
import { expect, newTestUser, test, toast } from '../fixtures';
import { Api } from '../fixtures/api';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

/** A member's own "device": a cookie jar of its own, to see what the server says to them. */
async function memberDevice(request: APIRequestContext, prefix: string) {
  const api = new Api(request);
  const user = await api.register(newTestUser(prefix));
  return { api, user, status: async (path: string) => (await request.get(path)).status() };
}

test('an admin finds a user, grants beta access and disables the account; the audit log shows both', async ({
  page,
  playwright,
  baseURL,
  authPage,
}) => {
  // Five admin sections, two dialogs and a second device: a long test, which a busy CI machine stretches past 30 s.
  test.setTimeout(90_000);
  // The member has a session of their own, which disabling must end.
  const request = await playwright.request.newContext({ baseURL });
  const { api, user: member, status } = await memberDevice(request, 'admin-target');
  expect(await status('/api/auth/me')).toBe(200);

  await authPage.gotoLogin();
  await authPage.login(ADMIN);
  await page.goto('/admin');
  // /admin is the live-room monitor; the other tools are in the admin nav. The area's first load waits for the
  // session check and two chunks, which a busy CI machine can stretch past the default 10 s.
  await expect(page.getByRole('heading', { name: 'Live rooms', level: 2 })).toBeVisible({ timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Admin sections' });

  // Beta testers: find the member by e-mail and grant a feature.
  await nav.getByRole('link', { name: 'Beta testers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Beta testers', level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a user by e-mail' }).fill(member.email);
  const found = page.getByRole('list', { name: 'Matching users' }).getByRole('listitem', { name: member.email });
  await found.getByRole('combobox', { name: `Feature for ${member.email}` }).click();
  await page.getByRole('option', { name: 'vertical_corporate' }).click();
  await found.getByRole('button', { name: 'Grant' }).click();
  await expect(toast(page, 'Beta access granted')).toBeVisible();
  const tester = page.getByRole('list', { name: 'Beta testers' }).getByRole('listitem', { name: member.email });
  await expect(tester).toContainText('vertical_corporate');

  // Users: search for the member and disable the account.
  await nav.getByRole('link', { name: 'Users' }).first().click();
  await page.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(member.email.slice(0, -12));
  const card = page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: member.email });
  await expect(card).toContainText('Free Account');
  await card.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(toast(page, 'Account disabled')).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  // The member's session ended at once, and they cannot log back in.
  expect(await status('/api/auth/me')).toBe(401);
  const login = await api.login(member);
  expect(login.status()).toBe(403);
  expect(await login.json()).toMatchObject({ code: 'AUTH_011' });

  // The audit log shows both changes, newest first, by this admin.
  await nav.getByRole('link', { name: 'Audit log' }).first().click();
  await page.getByRole('searchbox', { name: 'Admin e-mail' }).fill(ADMIN.email);
  const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  const forMember = entries.filter({ hasText: member.email });
  await expect(forMember).toHaveCount(2);
  await expect(forMember.nth(0)).toContainText('Account disabled');
  await expect(forMember.nth(0)).toContainText('Disabled: no → yes');
  await expect(forMember.nth(1)).toContainText('Beta access granted');
  await expect(forMember.nth(1)).toContainText('Flag: vertical_corporate');
  await expect(forMember.nth(1)).toContainText(`By ${ADMIN.email}`);
  await request.dispose();
});

test('a member who opens /admin is turned away, and the API refuses them', async ({
  page,
  playwright,
  baseURL,
  authPage,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { user: member, status } = await memberDevice(request, 'admin-nope');
  expect(await status('/api/admin/users')).toBe(403);
  await authPage.gotoLogin();
  await authPage.login(member);
  await page.goto('/admin/beta-testers');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await request.dispose();
});
