import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, toast } from '../fixtures';
import { BuilderEditor } from '../fixtures/builder-editor';

// Issue 14's "done when": a premium member builds a 30-question quiz, swaps and edits questions, adds one of their
// own, saves it and downloads it (their question is in the files), while a free member gets DL_001. Demo accounts
// are seeded by start-server.mjs; the premium one has Pub Premium's 15 custom quizzes a month.
const PREMIUM = { email: 'premium@example.com', password: 'DemoPremium123!' };
const FREE_MEMBER = { email: 'free@example.com', password: 'DemoFree123!' };
const OWN_PROMPT = 'Which English city has the Albert Dock and the Liver Building on its waterfront?';
const OWN_ANSWER = 'Liverpool';
// A title of its own per run: a retry (or an earlier run on the same database) leaves its saved quiz in the library.
const TITLE = `Friday at the Crown ${Math.random().toString(36).slice(2, 7)}`;
const FILES = ['Host sheet (PDF)', 'Answers only (PDF)', 'Team answer sheet (PDF)', 'Questions (CSV)'];

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();
const pdfText = (path: string) => flatten(execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString());

test('a premium member builds a 30-question quiz, swaps, edits, adds their own question, saves and downloads it', async ({
  page,
  authPage,
}) => {
  // Many steps, each a server round trip and autosave: generous on a busy CI machine.
  test.setTimeout(180_000);
  const editor = new BuilderEditor(page);
  await authPage.gotoLogin();
  await authPage.login(PREMIUM);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/builder');
  await expect(page.getByText(/^Custom quizzes: \d+ of 15 left this month, resets \d+ \w+$/)).toBeVisible();
  await page.getByRole('button', { name: 'New quiz' }).click();
  const form = page.getByRole('form', { name: 'New quiz' });
  await form.getByRole('radio', { name: '30 questions' }).check();
  await form.getByRole('textbox', { name: 'Title (optional)' }).fill(TITLE);
  await form.getByRole('button', { name: 'Draw the draft' }).click();
  await expect(page).toHaveURL(/\/builder\/drafts\/[^/]+$/);
  await expect(editor.count()).toHaveText('30 of 30 — complete');

  // Swap: another question takes the first one's place.
  const first = editor.question(1, 1);
  const before = await editor.prompt(first);
  await first.getByRole('button', { name: 'Swap Question 1 of round 1 for another' }).click();
  // The first swap of a kind of question reads the bank for it: allow for a busy machine.
  await expect.poll(() => editor.prompt(editor.question(1, 1)), { timeout: 30_000 }).not.toBe(before);
  // Swap the newcomer at once, before its autosave: the request says what the editor holds.
  const swappedIn = await editor.prompt(editor.question(1, 1));
  await editor.question(1, 1).getByRole('button', { name: 'Swap Question 1 of round 1 for another' }).click();
  await expect.poll(() => editor.prompt(editor.question(1, 1)), { timeout: 30_000 }).not.toBe(swappedIn);
  expect(await editor.prompt(editor.question(1, 1))).not.toBe(before);
  await editor.expectSaved();

  // Edit a bank question's wording.
  await editor.question(1, 2).getByRole('button', { name: 'Edit Question 2 of round 1' }).click();
  const edit = editor.dialog('Edit question 2 of round 1');
  const promptBox = edit.getByRole('textbox', { name: /^(Question|Statement)/ });
  const edited = `Quick one: ${await promptBox.inputValue()}`;
  await promptBox.fill(edited);
  await edit.getByRole('button', { name: 'Save question' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(() => editor.prompt(editor.question(1, 2))).toBe(edited);
  await editor.expectSaved();

  // Make room for one of our own: delete the last question of round 1 (undo brings it back, redo takes it again).
  const roundOne = page.getByRole('list', { name: 'Questions in round 1' });
  const inRoundOne = await roundOne.getByRole('listitem').count();
  await editor.openMenu(editor.question(1, inRoundOne), 1, inRoundOne);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(editor.count()).toHaveText('29 of 30 — 1 to add');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(editor.count()).toHaveText('30 of 30 — complete');
  await page.keyboard.press('Control+Shift+Z');
  await expect(editor.count()).toHaveText('29 of 30 — 1 to add');

  // Our own question, first with an American spelling the server's QC refuses on its field, then put right.
  await page.getByRole('button', { name: 'Add your own question' }).first().click();
  const add = editor.dialog('Add your own question to round 1');
  await add
    .getByRole('textbox', { name: /^Question/ })
    .fill(OWN_PROMPT.replace('waterfront', 'waterfront (color photo)'));
  await add.getByRole('textbox', { name: 'Answer' }).fill(OWN_ANSWER);
  await add.getByLabel('Accepted alternatives').fill('The city of Liverpool');
  await add.getByLabel('Accepted alternatives').press('Enter');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add).toBeHidden();
  const own = editor.question(1, inRoundOne);
  await expect(own).toContainText('Your question');
  await expect(own).toContainText('colour');
  await expect(editor.autosave()).toContainText('Not saved — fix what is marked');

  await own.getByRole('button', { name: `Edit Question ${inRoundOne} of round 1` }).click();
  const fix = editor.dialog(`Edit question ${inRoundOne} of round 1`);
  await expect(fix.getByText(/colour/)).toBeVisible();
  await fix.getByRole('textbox', { name: /^Question/ }).fill(OWN_PROMPT);
  await fix.getByRole('button', { name: 'Save question' }).click();
  await editor.expectSaved();
  await expect(editor.count()).toHaveText('30 of 30 — complete');

  // Keyboard: move our question up one place from its handle.
  await own.getByRole('button', { name: /^Drag Question/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(editor.question(1, inRoundOne - 1)).toContainText(OWN_PROMPT);
  await editor.expectSaved();

  await page.getByRole('button', { name: 'Save quiz' }).click();
  const saved = page.getByRole('alert', { name: 'Saved to your library' });
  await expect(saved).toBeVisible();

  const paths: Record<string, string> = {};
  for (const label of FILES) {
    const downloading = page.waitForEvent('download');
    await saved.getByRole('button', { name: `Download ${label}` }).click();
    paths[label] = await (await downloading).path();
  }
  for (const label of FILES.slice(0, 3)) {
    expect(
      readFileSync(paths[label] as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }
  const hostSheet = pdfText(paths['Host sheet (PDF)'] as string);
  expect(hostSheet).toContain(OWN_PROMPT);
  expect(hostSheet).toContain(edited);
  expect(pdfText(paths['Answers only (PDF)'] as string)).toContain(OWN_ANSWER);
  expect(flatten(readFileSync(paths['Questions (CSV)'] as string, 'utf8'))).toContain(OWN_PROMPT);

  // The builder's own CSV (schema version 1) holds the draft as it now is.
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = readFileSync(await (await exporting).path(), 'utf8');
  expect(exported.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^schema_version,/);
  expect(exported).toContain(OWN_PROMPT);

  await page.goto('/builder');
  const quota = page.getByText(/^Custom quizzes: \d+ of 15 left this month/);
  await expect(quota).toBeVisible();
  const left = await quota.textContent();

  // Deleting it from the library: confirmed, gone from both lists, the month's quiz not given back.
  await page.goto('/library');
  const mine = page.getByRole('region', { name: 'My quizzes' });
  const card = mine.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${TITLE}”?` });
  await expect(confirm).toContainText('The custom quiz it used this month is not given back.');
  await confirm.getByRole('button', { name: 'Delete quiz' }).click();
  await expect(toast(page, 'Quiz deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/builder');
  await expect(page.getByText(left!)).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
});

test('an import with a bad row lists it by line and imports only the good rows when asked', async ({
  page,
  authPage,
}) => {
  // A login, two imports (each parsed and checked row by row) and the editor: past 30 s twice under a busy CI.
  test.setTimeout(60_000);
  await authPage.gotoLogin();
  await authPage.login(PREMIUM);
  await expect(page).toHaveURL(/\/dashboard/);
  const header = 'schema_version,quiz_title,round,round_title,type,category,difficulty,question,answer';
  const csv = [
    header,
    '1,Imported Quiz,1,Warm-up,text,science,easy,Which planet is known as the Red Planet?,Mars',
    '1,Imported Quiz,1,Warm-up,text,science,easy,Which gas do plants take in from the air?,',
    '1,Imported Quiz,1,Warm-up,text,world-geography,easy,What is the capital city of France?,Paris',
  ].join('\n');

  await page.goto('/builder');
  const panel = page.getByRole('region', { name: 'Import a quiz from CSV' });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'quiz.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  const problems = panel.getByRole('alert');
  await expect(problems).toContainText('nothing was imported');
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(problems.getByRole('listitem').first()).toContainText(/^Line 3 \(answer\): /);

  await problems.getByRole('button', { name: 'Import the good rows only' }).click();
  await expect(page).toHaveURL(/\/builder\/drafts\/[^/]+$/);
  const editor = new BuilderEditor(page);
  await expect(editor.question(1, 1)).toContainText('Which planet is known as the Red Planet?');
  await expect(editor.question(1, 2)).toContainText('What is the capital city of France?');
  await expect(page.getByRole('list', { name: 'Questions in round 1' }).getByRole('listitem')).toHaveCount(2);
});

test('a visitor is shown what the builder is; a free member gets DL_001 with View Plans', async ({
  page,
  authPage,
}) => {
  // Four page loads and a login: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/builder');
  await expect(page).toHaveURL(/\/custom-quiz-builder$/);
  await expect(page.getByRole('heading', { name: 'Custom Quiz Builder', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Pub Premium');

  await authPage.gotoLogin();
  await authPage.login(FREE_MEMBER);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/builder');
  const refusal = page.getByRole('alert').filter({ hasText: 'Access denied' });
  await expect(refusal).toContainText('Error code: DL_001');
  await expect(page.getByRole('button', { name: 'New quiz' })).toHaveCount(0);
  await refusal.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
