import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { type Api, expect, newTestUser, test, toast } from '../fixtures';
import { AuthPage } from '../fixtures/auth-page';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

/** A made-up creature no bank asks about, so the question passes the duplicate check. */
const creature = () => `Quorble${randomBytes(3).toString('hex')}`;

const COLOURS = ['Grey', 'Scarlet', 'Violet', 'Turquoise', 'Amber', 'Crimson', 'Ochre', 'Teal'];

/**
 * An answer and three wrong options, the answer drawn at random: the bank refuses a question with the same answer
 * in the same category and a related prompt, which an earlier run's approved question (or a retry's) would be.
 */
function colours(): { answer: string; wrong: string[] } {
  const start = randomBytes(1)[0]! % COLOURS.length;
  const [answer, ...wrong] = [...COLOURS.slice(start), ...COLOURS.slice(0, start)].slice(0, 4);
  return { answer: answer!, wrong };
}

/** The admin, logged in on a browser of their own, at the moderation queue. */
async function adminQueue(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPage(page);
  await auth.gotoLogin();
  await auth.login(ADMIN);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Contributions' })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Contributions', level: 2 })).toBeVisible();
  return page;
}

/** Writes a multiple-choice question in the form (the check then runs as the member types). */
async function writeQuestion(page: Page, prompt: string, { answer, wrong } = colours()) {
  const form = page.getByRole('form', { name: 'Propose a question' });
  await form.getByText('Multiple choice', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Multiple choice' })).toBeChecked();
  await form.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Nature & Animals' }).click();
  await form.getByRole('textbox', { name: /^Question/ }).fill(prompt);
  await form.getByRole('textbox', { name: /^Answer/ }).fill(answer);
  for (const [i, option] of wrong.entries())
    await form.getByRole('textbox', { name: `Wrong option ${i + 1}` }).fill(option);
  await form.getByRole('textbox', { name: /^Source link/ }).fill('https://en.wikipedia.org/wiki/Moth');
}

/** A new member, logged in on `page`, who sends a multiple-choice question about `what`; answers its prompt. */
async function newMemberSends(page: Page, api: Api, authPage: AuthPage, what: string): Promise<string> {
  const member = await api.register(newTestUser('contributor'));
  await authPage.gotoLogin();
  await authPage.login(member);
  await page.goto('/contribute');
  const prompt = `Which colour are the ${what} of the ${creature()} moth of the test valley?`;
  await writeQuestion(page, prompt);
  await sendQuestion(page);
  return prompt;
}

/** Waits for the as-you-type check to pass, and sends the question. */
async function sendQuestion(page: Page) {
  const form = page.getByRole('form', { name: 'Propose a question' });
  await expect(form.getByText('Checked: no problems found. Ready to send.')).toBeVisible();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(toast(page, 'Question sent')).toBeVisible();
}

test('a member contributes a question, an admin approves it, and the member sees it approved', async ({
  page,
  browser,
  api,
  authPage,
}) => {
  // Two browsers and a moderation round trip: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const member = await api.register(newTestUser('contributor'));
  await authPage.gotoLogin();
  await authPage.login(member);
  await page.goto('/contribute');

  // The check runs as the member types and names what to fix on the field.
  const form = page.getByRole('form', { name: 'Propose a question' });
  const word = creature();
  const options = colours();
  await writeQuestion(page, `What color are the wings of the ${word} moth of the test valley?`, options);
  await expect(form.getByText('Use the British spelling "colour", not "color".')).toBeVisible();
  await expect(form.getByText('1 thing to fix before sending.')).toBeVisible();

  const prompt = `What colour are the wings of the ${word} moth of the test valley?`;
  await form.getByRole('textbox', { name: /^Question/ }).fill(prompt);
  await sendQuestion(page);
  const mine = page.getByRole('list', { name: 'My contributions' }).getByRole('listitem', { name: prompt });
  await expect(mine).toContainText('Waiting for review');

  const admin = await adminQueue(browser);
  const card = admin.getByRole('list', { name: 'Waiting contributions' }).getByRole('listitem', { name: prompt });
  await expect(card).toContainText(`${options.answer} (answer)`);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Question approved')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByText(/^Approved \(/).click();
  await expect(
    admin.getByRole('list', { name: 'Approved contributions' }).getByRole('listitem', { name: prompt }),
  ).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(mine).toContainText('Approved');
  await expect(mine).toContainText(`In the question bank, credited to E2E`);
});

test('an admin rejects a question with a reason, and the member reads it', async ({ page, browser, api, authPage }) => {
  test.setTimeout(90_000);
  const prompt = await newMemberSends(page, api, authPage, 'eggs');

  const admin = await adminQueue(browser);
  const card = admin.getByRole('list', { name: 'Waiting contributions' }).getByRole('listitem', { name: prompt });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this question' });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The linked page does not mention this moth.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(admin, 'Question rejected')).toBeVisible();
  await admin.context().close();

  await page.reload();
  const mine = page.getByRole('list', { name: 'My contributions' }).getByRole('listitem', { name: prompt });
  await expect(mine).toContainText('Not accepted');
  await expect(mine).toContainText('The linked page does not mention this moth.');
});

test('a member withdraws a question while it waits, and it shows as withdrawn', async ({ page, api, authPage }) => {
  test.setTimeout(60_000);
  const prompt = await newMemberSends(page, api, authPage, 'antennae');

  const mine = page.getByRole('list', { name: 'My contributions' }).getByRole('listitem', { name: prompt });
  await mine.getByRole('button', { name: `Withdraw ${prompt}` }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw this question?' })
    .getByRole('button', { name: 'Withdraw it' })
    .click();
  await expect(toast(page, 'Question withdrawn')).toBeVisible();
  await expect(mine).toContainText('Withdrawn');
  await expect(mine.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});

test('a visitor sees what contributing is and a way to log in', async ({ page }) => {
  await page.goto('/contribute');
  await expect(page.getByRole('heading', { name: 'Log in to contribute' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcontribute$/);
});
