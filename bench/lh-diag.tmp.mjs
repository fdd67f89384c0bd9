import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const { lhr } = await lighthouse('http://127.0.0.1:3098' + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log(path, 'perf', Math.round(lhr.categories.performance.score * 100), 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
  console.log('  blocking:', (a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items ?? []).map((i) => `${i.url} ${Math.round(i.wastedMs ?? 0)}ms`));
  console.log('  lcp el:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['lcp-breakdown-insight']?.details ?? '').slice(0, 300));
  console.log('  bootup:', (a['bootup-time']?.details?.items ?? []).slice(0, 5).map((i) => `${i.url.split('/').pop()} ${Math.round(i.total)}ms`));
  console.log('  mainthread:', (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 6).map((i) => `${i.groupLabel} ${Math.round(i.duration)}ms`));
  const doc = (a['network-requests']?.details?.items ?? []).find((i) => i.resourceType === 'Document');
  console.log('  doc:', doc?.transferSize, doc?.url);
}
await chrome.kill();
