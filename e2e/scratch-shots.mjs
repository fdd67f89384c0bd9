// Scratch script (not committed): drives a hosted session and takes screenshots.
import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3221';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const shot = (page, name) => page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
const host = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base })).newPage();
const csrf = await (await host.request.get('/api/auth/csrf-token')).json();
const login = await host.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'DemoAdmin123!' }, headers: { 'CSRF-Token': csrf.csrfToken } });
console.log('login', login.status());
await host.goto('/arena/host-session');
await host.getByRole('radio', { name: 'Named teams' }).check();
await host.getByLabel('Team 1 name').fill('Red');
await host.getByLabel('Team 2 name').fill('Blue');
await shot(host, 'dbg'); await host.getByRole('textbox', { name: 'Questions' }).fill('5');
await host.getByRole('checkbox', { name: 'Closest number wins' }).check();
await host.getByRole('button', { name: 'Add a poll' }).click();
await host.getByRole('button', { name: 'Create session' }).click();
await host.waitForTimeout(500);
await shot(host, 'setup-errors');
await host.getByLabel('Question', { exact: true }).fill('Tea or coffee?');
await host.getByLabel('Options').fill('Tea\nCoffee\nNeither');
await host.getByRole('button', { name: 'Create session' }).click();
await host.waitForURL(/present/);
await host.getByTestId('hosted-pin').waitFor();
const pin = (await host.getByTestId('hosted-pin').textContent()).replace(/\D/g, '');
console.log('pin', pin);
await shot(host, 'setup-errors-or-presenter');
const phones = [];
for (const [name, team] of [['Alice','Red'],['Bobby','Red'],['Carol','Blue']]) {
  const p = await (await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: base })).newPage();
  await p.goto(`/arena/play/${pin}`);
  if (name === 'Alice') await shot(p, 'phone-join');
  await p.getByLabel('Your name').fill(name);
  await p.getByRole('button', { name: 'Join' }).click();
  await p.getByRole('button', { name: team }).click();
  phones.push(p);
}
await host.waitForTimeout(1500);
await shot(host, 'presenter-lobby');
await shot(phones[0], 'phone-lobby');
await host.getByRole('button', { name: 'Start' }).click();
for (let q = 0; q < 12; q++) {
  await host.getByTestId('hosted-timer').waitFor({ timeout: 20000 }).catch(() => {});
  await host.waitForTimeout(800);
  await shot(host, `presenter-q${q}`);
  await shot(phones[0], `phone-q${q}`);
  // phones answer whatever the pad is
  for (const p of phones) {
    const opt = p.getByTestId('arena-option-0');
    if (await opt.count()) { await opt.click().catch(()=>{}); continue; }
    const tb = p.getByRole('textbox', { name: 'Your answer' });
    if (await tb.count()) { await tb.fill('paris'); await tb.press('Enter'); continue; }
    const est = p.getByLabel(/Your estimate/);
    if (await est.count()) { await est.fill('1,000'); await est.press('Enter'); continue; }
    const send = p.getByRole('button', { name: 'Send this order' });
    if (await send.count()) { await p.getByRole('button', { name: /Move .* down/ }).first().click(); await send.click(); continue; }
  }
  await host.waitForTimeout(1000);
  await shot(phones[0], `phone-q${q}-answered`);
  const next = host.getByRole('region', { name: 'Host controls' }).getByRole('button', { name: /Reveal answer|Show scores|Next question|Final results/ });
  const label = await next.textContent().catch(() => '');
  if (/Reveal/.test(label)) { await next.click(); await host.waitForTimeout(1000); }
  await shot(host, `presenter-q${q}-reveal`);
  await shot(phones[0], `phone-q${q}-reveal`);
  const scores = host.getByRole('button', { name: 'Show scores' });
  if (await scores.count()) { await scores.click(); await host.waitForTimeout(800); }
  await shot(host, `presenter-q${q}-scores`);
  const fin = host.getByRole('button', { name: 'Final results' });
  if (await fin.count()) { await fin.click(); await host.waitForTimeout(1500); await shot(host, 'presenter-final'); await shot(phones[0], 'phone-final'); break; }
  await host.getByRole('button', { name: 'Next question' }).click();
}
await browser.close();
