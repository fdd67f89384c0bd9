#!/usr/bin/env node
// Draws the social card (1200×630, shown by link previews) and the 512 px logo (schema.org Organization) into
// public/ with the system Chromium. Run again after changing the wording or colours:
//   node frontend/scripts/make-social-images.mjs
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const out = resolve(import.meta.dirname, '../public');
const FONT = `font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;`;
const BACKGROUND = 'background: linear-gradient(135deg, #5f3dc4 0%, #7048e8 55%, #9775fa 100%); color: #fff;';

const card = `<body style="margin:0;width:1200px;height:630px;${BACKGROUND}${FONT}display:flex;flex-direction:column;
  justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:120px;height:120px;border-radius:28px;background:#fff;color:#5f3dc4;display:flex;
      align-items:center;justify-content:center;font-size:84px;font-weight:700">?</div>
    <div style="font-size:76px;font-weight:700;letter-spacing:-1px">Trivia Platform</div>
  </div>
  <div style="font-size:44px;margin-top:44px;font-weight:600">Trusted trivia for every stage</div>
  <div style="font-size:30px;margin-top:22px;opacity:.92;line-height:1.4">Free daily quizzes · pub quiz packs ·
    custom quiz builder · live Arena battles · quiz API</div>
</body>`;

const logo = `<body style="margin:0;width:512px;height:512px;${BACKGROUND}${FONT}display:flex;align-items:center;
  justify-content:center"><div style="font-size:340px;font-weight:700">?</div></body>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [html, width, height, file] of [
  [card, 1200, 630, 'social-card.png'],
  [logo, 512, 512, 'logo-512.png'],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: resolve(out, file) });
  await page.close();
}
await browser.close();
console.info(`Wrote ${out}/social-card.png and ${out}/logo-512.png`);
