/* global Image, document -- the WebP encoding runs inside the browser page. */
// Takes the product screenshots the audience pages show (frontend/public/product-shots/*.webp) from a running
// demo server: two real host-led sessions, played by browser "phones", and the report the first one leaves.
//
//   PORT=3232 DATA_DIR=/tmp/shots-data SEED_DEMO_DATA=true PUBLIC_URL=http://trivia.example \
//     node backend/dist/main.js   (in another shell; PUBLIC_URL is what the join links show, not localhost)
//   SHOTS_URL=http://127.0.0.1:3232 node e2e/scripts/audience-shots.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const BASE = process.env.SHOTS_URL ?? 'http://127.0.0.1:3232';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../frontend/public/product-shots');
const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
mkdirSync(OUT, { recursive: true });

/** A PNG screenshot re-encoded as WebP by the browser itself (no image library needed). */
async function saveWebp(page, name, { quality = 0.82, clip } = {}) {
  const shot = await page.screenshot({ animations: 'disabled', clip });
  // A PNG copy beside the system's temporary files, for checking the shot by eye.
  writeFileSync(join(tmpdir(), `audience-shot-${name}.png`), shot);
  const png = shot.toString('base64');
  const encoder = await browser.newPage();
  const dataUrl = await encoder.evaluate(
    async ({ png, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { png, quality },
  );
  await encoder.close();
  writeFileSync(join(OUT, `${name}.webp`), Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.info(`saved ${name}.webp`);
}

async function hostPage() {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
  // The cookie question answered, so its banner is not in the shots.
  await context.addInitScript(() => localStorage.setItem('analyticsConsent', 'essential'));
  const page = await context.newPage();
  const { csrfToken } = await (await page.request.get('/api/auth/csrf-token')).json();
  const login = await page.request.post('/api/auth/login', { data: ADMIN, headers: { 'CSRF-Token': csrfToken } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return page;
}

async function openSession(host, body) {
  const { csrfToken } = await (await host.request.get('/api/auth/csrf-token')).json();
  const response = await host.request.post('/api/arena/sessions', { data: body, headers: { 'CSRF-Token': csrfToken } });
  if (!response.ok()) throw new Error(`session refused: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function phone(pin, nickname, team) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`/arena/play/${pin}`);
  await page.getByLabel('Your name').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText('You’re in! Waiting for the host to start.').waitFor();
  if (team) await page.getByRole('button', { name: team }).click();
  return page;
}

const control = (host, name) =>
  host.getByRole('region', { name: 'Host controls' }).getByRole('button', { name, exact: true });

/** Each phone taps an option, a different one per phone and round (some right, some not). */
async function answerAll(phones, round) {
  for (const [i, p] of phones.entries()) {
    await p.getByTestId(`arena-option-${(i + round) % 4}`).click();
  }
}

// 1. A corporate team quiz: lobby with teams, a question mid-answer, and the report afterwards.
{
  const host = await hostPage();
  const session = await openSession(host, {
    source: { kind: 'quick', questionCount: 5, questionTypes: ['multiple_choice'], difficulty: 'easy' },
    title: 'Quarterly team quiz',
    teamMode: 'teams',
    teams: ['Finance', 'Marketing', 'Operations'],
    questionSeconds: 60,
  });
  await host.goto(`/arena/present/${session.pin}`);
  const people = [
    ['Amira', 'Finance'],
    ['Ben', 'Marketing'],
    ['Chloe', 'Operations'],
    ['Dev', 'Finance'],
    ['Ellie', 'Marketing'],
    ['Femi', 'Operations'],
  ];
  const phones = [];
  for (const [name, team] of people) phones.push(await phone(session.pin, name, team));
  await host.getByRole('heading', { name: '6 players' }).waitFor();
  await saveWebp(host, 'presenter-lobby');
  await control(host, 'Start').click();
  await host.getByText('Question 1 of 5', { exact: true }).waitFor({ timeout: 30_000 });
  for (const p of phones.slice(0, 4)) await p.getByTestId('arena-option-1').click();
  await host.getByTestId('hosted-answered').filter({ hasText: '4 of 6 answered' }).waitFor();
  await saveWebp(host, 'presenter-question');
  for (const p of phones.slice(4)) await p.getByTestId('arena-option-0').click();
  await control(host, 'Show scores').waitFor();
  await control(host, 'Show scores').click();
  await control(host, 'Next question').click();
  for (let n = 2; n <= 5; n += 1) {
    await host.getByText(`Question ${n} of 5`, { exact: true }).waitFor({ timeout: 30_000 });
    await answerAll(phones, n);
    await control(host, 'Show scores').waitFor();
    await control(host, 'Show scores').click();
    await control(host, n < 5 ? 'Next question' : 'Final results').click();
  }
  await host.getByRole('heading', { name: 'Final results' }).waitFor();
  await host.goto('/library');
  await host
    .getByRole('region', { name: 'Sessions' })
    .getByRole('link', { name: /Quarterly team quiz/ })
    .first()
    .click();
  const csv = host.getByRole('button', { name: 'Download the report as CSV (every answer)' });
  for (let i = 0; i < 30 && !(await csv.isVisible()); i += 1) {
    const again = host.getByRole('button', { name: 'Check again' });
    if (await again.isVisible()) await again.click();
    await host.waitForTimeout(2000);
  }
  await csv.waitFor();
  // The report itself, without the site's header (the demo host is an admin, whose header says so).
  await host.addStyleTag({ content: 'header { display: none !important; }' });
  await saveWebp(host, 'session-report');
  for (const p of phones) await p.context().close();
  await host.context().close();
}

// 2. A classroom revision set: GCSE Science on the board, and one pupil's phone.
{
  const host = await hostPage();
  const session = await openSession(host, {
    source: {
      kind: 'quick',
      questionCount: 5,
      questionTypes: ['multiple_choice'],
      curriculum: { subject: 'science', level: 'gcse' },
    },
    questionSeconds: 45,
  });
  await host.goto(`/arena/present/${session.pin}`);
  const pupils = [];
  for (const name of ['Jamal', 'Priya', 'Tom', 'Zara']) pupils.push(await phone(session.pin, name));
  await control(host, 'Start').click();
  await host.getByText('Question 1 of 5', { exact: true }).waitFor({ timeout: 30_000 });
  await pupils[0].getByTestId('arena-option-2').waitFor();
  // The phone's screen down to its last answer button: the rest of a tall phone is empty.
  await saveWebp(pupils[0], 'player-phone', { clip: { x: 0, y: 0, width: 390, height: 560 } });
  for (const p of pupils.slice(1, 3)) await p.getByTestId('arena-option-0').click();
  await host.getByTestId('hosted-answered').filter({ hasText: '2 of 4 answered' }).waitFor();
  await saveWebp(host, 'classroom-question');
  for (const p of pupils) await p.context().close();
  await host.context().close();
}

await browser.close();
