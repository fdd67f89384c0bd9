import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Library } from '@trivia/contracts';
import { expect, test, toast } from '../fixtures';

// Issue 12's "done when": a Pub Standard subscriber finds a quiz by search and filter, previews it and downloads
// all four files (one pack download counted; the host sheet holds the previewed questions and answers in order);
// a free member is refused with DL_001. Demo accounts are seeded by start-server.mjs.
const SUBSCRIBER = { email: 'subscriber@example.com', password: 'DemoSubscriber123!' };
const FREE_MEMBER = { email: 'free@example.com', password: 'DemoFree123!' };
const FILES = [
  { label: 'Host sheet (PDF)', suffix: /-host-sheet\.pdf$/ },
  { label: 'Answers only (PDF)', suffix: /-answers\.pdf$/ },
  { label: 'Team answer sheet (PDF)', suffix: /-answer-sheet\.pdf$/ },
  { label: 'Questions (CSV)', suffix: /-csv\.csv$/ },
];

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Pack downloads left, read from the quiz page ("You have 6 of 8 pack downloads left this month; …"). */
async function downloadsLeft(page: Page): Promise<number> {
  const line = page.getByText(/You have \d+ of 8 pack downloads left this month/);
  await expect(line).toBeVisible();
  return Number(/You have (\d+) of/.exec((await line.textContent()) ?? '')?.[1]);
}

/** The quizzes the member has downloaded before: their re-downloads are free, so the test needs another one. */
async function downloadedPaths(page: Page): Promise<Set<string>> {
  const library = (await (await page.request.get('/api/library')).json()) as Library;
  return new Set(
    library.items.filter((item) => item.downloadedTypes.length > 0).map((item) => `/quizzes/${item.quiz.slug}`),
  );
}

/** This week's free sample downloads without quota, so the tests choose another quiz. */
async function freeSampleSlug(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/quizzes/free-sample');
  return response.ok() ? ((await response.json()) as { slug: string }).slug : null;
}

test('a Pub Standard subscriber finds a quiz by search and filter, previews it and downloads all four files', async ({
  page,
  authPage,
}) => {
  test.setTimeout(90_000);
  await authPage.gotoLogin();
  await authPage.login(SUBSCRIBER);
  await expect(page).toHaveURL(/\/dashboard/);
  const sample = await freeSampleSlug(page);

  await page.goto('/quizzes');
  const search = page.getByRole('searchbox', { name: 'Search quizzes' });
  await search.fill('pub quiz');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=pub(\+|%20)quiz/);
  const filters = page.getByRole('region', { name: 'Filters' });
  const fifty = filters.getByRole('checkbox', { name: /^50 questions/ });
  // One click: the list re-renders with the new counts while Playwright's check() would still be verifying.
  await fifty.click();
  await expect(page).toHaveURL(/[?&]length=50/);
  await expect(fifty).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /quiz/ })).toHaveText(/^(Showing \d|\d+ quiz)/);

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText('50 questions');
  const hrefs = await Promise.all((await cards.getByRole('link').all()).map((link) => link.getAttribute('href')));
  // Not one downloaded before (a retry after a slow first attempt would find its pack already downloaded).
  const downloaded = await downloadedPaths(page);
  const href = hrefs.find((candidate) => candidate && candidate !== `/quizzes/${sample}` && !downloaded.has(candidate));
  expect(href).toBeTruthy();
  await page.locator(`a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // Round one is free to read: answers hidden until asked for.
  const preview = page.getByRole('region', { name: /^Free preview: round one/ });
  const questions = preview.getByRole('listitem', { name: /^Question \d+$/ });
  await expect(questions.first()).toBeVisible();
  await expect(preview.getByText(/^Answer: /)).toHaveCount(0);
  await preview.getByRole('button', { name: 'Show all answers' }).click();
  const prompts: string[] = [];
  const answers: string[] = [];
  for (const question of await questions.all()) {
    // The first paragraph of a question is its prompt (the number beside it is not a paragraph).
    prompts.push(flatten((await question.locator('p').first().textContent()) ?? ''));
    answers.push(flatten(((await question.getByText(/^Answer: /).textContent()) ?? '').replace(/^Answer: /, '')));
  }
  expect(prompts.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /host it live/i })).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Download the pack' });
  const before = await downloadsLeft(page);
  const saved: Record<string, string> = {};
  for (const file of FILES) {
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: `Download ${file.label}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(file.suffix);
    saved[file.label] = await download.path();
  }
  // One pack download for the whole pack: the other three files were re-downloads (the page now says so).
  await expect(panel.getByText('You have downloaded this pack before: re-downloads are free.')).toBeVisible();
  const entitlements = await (await page.request.get('/api/entitlements')).json();
  expect(entitlements.quotas.packDownloads.left).toBe(before - 1);

  for (const label of ['Host sheet (PDF)', 'Answers only (PDF)', 'Team answer sheet (PDF)']) {
    expect(
      readFileSync(saved[label] as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }
  const hostSheet = flatten(
    execFileSync('pdftotext', ['-enc', 'UTF-8', saved['Host sheet (PDF)'] as string, '-']).toString(),
  );
  let from = 0;
  for (const [i, prompt] of prompts.entries()) {
    const at = hostSheet.indexOf(prompt, from);
    expect(at, `host sheet holds question ${i + 1} after the one before`).toBeGreaterThanOrEqual(from);
    const answerAt = hostSheet.indexOf(answers[i] as string, at + prompt.length);
    expect(answerAt, `host sheet holds the answer to question ${i + 1}`).toBeGreaterThan(at);
    from = at + prompt.length;
  }
  const csv = readFileSync(saved['Questions (CSV)'] as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(flatten(csv)).toContain(prompts[0]?.replace(/"/g, '""'));

  await page.goto('/library');
  await expect(page.getByRole('article').locator(`a[href="${href}"]`)).toBeVisible();
});

test('a free member is refused a pack download with View Plans (DL_001)', async ({ page, authPage }) => {
  await authPage.gotoLogin();
  await authPage.login(FREE_MEMBER);
  await expect(page).toHaveURL(/\/dashboard/);
  const sample = await freeSampleSlug(page);
  const listing = await page.request.get('/api/quizzes?length=50');
  const { items } = (await listing.json()) as { items: { slug: string }[] };
  const quiz = items.find((item) => item.slug !== sample);
  expect(quiz).toBeTruthy();

  await page.goto(`/quizzes/${quiz?.slug}`);
  const panel = page.getByRole('region', { name: 'Download the pack' });
  await expect(panel).toContainText('Pack downloads come with the Pub Standard and Pub Premium plans.');
  await panel.getByRole('button', { name: 'Download Host sheet (PDF)' }).click();

  const refusal = toast(page, 'Access denied');
  await expect(refusal).toContainText('Error code: DL_001');
  await refusal.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
