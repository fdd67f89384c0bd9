import { Api } from '../fixtures/api';
import { expect, newTestUser, test, type TestUser } from '../fixtures';
import type { Header } from '../fixtures/header';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

const ALWAYS_OFFERED = ['Pub Quiz Host', 'Arena Gaming', 'Developer'];
const FLAGGED = ['Student (GCSE/A-Level)', 'Teacher', 'Corporate'];
const SUBTITLE = 'Select what best describes you to see tailored content';

/** Logs the browser in through the API: page.request shares the browser context's cookies. */
async function logInBrowser(page: Page): Promise<TestUser> {
  return new Api(page.request).register(newTestUser('roles'));
}

async function expectCardsStackedVertically(header: Header, titles: string[]): Promise<void> {
  const boxes = [];
  for (const title of titles) {
    const box = await header.roleCard(title).boundingBox();
    expect(box, `card ${title} has a box`).not.toBeNull();
    boxes.push(box!);
  }
  for (let index = 1; index < boxes.length; index += 1) {
    expect(Math.round(boxes[index]!.x)).toBe(Math.round(boxes[0]!.x));
    expect(boxes[index]!.y).toBeGreaterThan(boxes[index - 1]!.y);
  }
}

test.describe('role switcher on a 375 px screen', () => {
  test('a visitor gets the modal without the flagged verticals and can go to the Arena', async ({ page, header }) => {
    await page.goto('/');
    const modal = await header.openRoleModal();

    await expect(modal).toContainText(SUBTITLE);
    for (const title of ALWAYS_OFFERED) await expect(header.roleCard(title)).toBeVisible();
    for (const title of FLAGGED) await expect(header.roleCard(title)).toHaveCount(0);
    await expect(modal.getByRole('button', { name: /^Not sure\? Explore all features$/ })).toBeVisible();
    await expect(header.roleCard('Browse All')).toHaveCount(0);
    await expectCardsStackedVertically(header, ALWAYS_OFFERED);

    await header.roleCard('Arena Gaming').click();

    await expect(page).toHaveURL(/\/arena$/);
    await expect(header.roleModal).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('selectedVertical'))).toContain('gamer');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible();
  });

  test('a visitor choosing "Not sure? Explore all features" goes to the landing page', async ({ page, header }) => {
    await page.goto('/arena');
    const modal = await header.openRoleModal();
    await modal.getByRole('button', { name: 'Not sure? Explore all features' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(header.roleModal).toBeHidden();
    // The choice is remembered locally.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('selectedVertical')))
      .toContain('universal');
  });

  test('a logged-in free user also sees Student, Teacher and Corporate', async ({ page, header }) => {
    await logInBrowser(page);
    await page.goto('/dashboard');
    await expect(header.accountMenuButton).toBeVisible();

    const modal = await header.openRoleModal();
    await expect(modal).toContainText(SUBTITLE);
    const all = ['Pub Quiz Host', ...FLAGGED, 'Arena Gaming', 'Developer'];
    for (const title of all) await expect(header.roleCard(title)).toBeVisible();
    await expect(header.roleCard('Browse All')).toHaveCount(0);
    await expectCardsStackedVertically(header, all);

    await header.roleCard('Arena Gaming').click();
    await expect(page).toHaveURL(/\/arena$/);
  });

  test('a logged-in user choosing to explore everything ends on the dashboard', async ({ page, header }) => {
    await logInBrowser(page);
    await page.goto('/arena');
    await expect(header.accountMenuButton).toBeVisible();

    const modal = await header.openRoleModal();
    await modal.getByRole('button', { name: 'Not sure? Explore all features' }).click();

    // Universal's route is "/", and the landing page sends logged-in users to /dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header.roleModal).toBeHidden();
  });
});
