#!/usr/bin/env node
// Draws the social card (1200×630, shown by link previews), the 512 px logo (schema.org Organization), the
// favicon (32 px PNG inside favicon.ico, and as PNG) and the 180 px home-screen icon into public/ with the system
// Chromium. Run again after changing the wording or colours:
//   node frontend/scripts/make-social-images.mjs
import { readFileSync, writeFileSync } from 'node:fs';
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

const logoOf = (size) => `<body style="margin:0;width:${size}px;height:${size}px;${BACKGROUND}${FONT}display:flex;
  align-items:center;justify-content:center"><div style="font-size:${Math.round(size * 0.664)}px;font-weight:700">?</div></body>`;

/** An .ico holding one PNG image (every browser since 2009 reads PNG entries). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [html, width, height, file] of [
  [card, 1200, 630, 'social-card.png'],
  [logoOf(512), 512, 512, 'logo-512.png'],
  [logoOf(180), 180, 180, 'apple-touch-icon.png'],
  [logoOf(32), 32, 32, 'favicon-32.png'],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: resolve(out, file) });
  await page.close();
}
await browser.close();
writeFileSync(resolve(out, 'favicon.ico'), icoOf(readFileSync(resolve(out, 'favicon-32.png')), 32));
console.info(`Wrote social-card.png, logo-512.png, apple-touch-icon.png, favicon-32.png and favicon.ico in ${out}`);
