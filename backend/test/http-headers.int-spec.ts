import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './harness';

/** A built frontend as Vite writes it: index.html, hashed assets, and their .br/.gz copies. */
function builtFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trivia-static-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.info(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  return dir;
}

describe('headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STATIC_DIR: builtFrontend() });
  });
  afterAll(() => t.close());

  it.each(['/api/question-bank/stats', '/daily-quiz', '/assets/index-AbC123.js', '/api/no-such-route'])(
    'security headers on %s',
    async (url) => {
      const { headers } = await t.client().get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('googlesyndication');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over plain http here: HSTS only makes sense (and is only sent) over https.
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/v1/questions?amount=1', '/v1', '/api.php?amount=1', '/api_category.php'])(
    "an API's headers on %s: nothing may load or run, no framing, no referrer, no page-only headers",
    async (url) => {
      const { headers } = await t.client().get(url);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['origin-agent-cluster']).toBeUndefined();
      expect(headers['x-dns-prefetch-control']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends hashed assets precompressed with a year of immutable caching, and index.html revalidated', async () => {
    const asset = await t
      .client()
      .request('GET', '/assets/index-AbC123.js', undefined, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await t.client().request('GET', '/assets/index-AbC123.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const page = await t.client().request('GET', '/daily-quiz', undefined, { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers that are worth it', async () => {
    const big = await t
      .client()
      .request('GET', '/api/question-bank/attributions', undefined, { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    // A few hundred bytes are sent as they are: compressing them would cost more than it saves.
    const small = await t.client().request('GET', '/api/health', undefined, { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://quiz.example.com', VITE_ADSENSE_CLIENT: 'ca-pub-123' });
  });
  afterAll(() => t.close());

  it('adds HSTS, and opens the CSP to the ad hosts only because ads are configured', async () => {
    const { headers } = await t.client().get('/api/question-bank/stats');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('https://pagead2.googlesyndication.com');
    expect(String(headers['content-security-policy'])).toContain('wss://quiz.example.com');
  });

  it('adds HSTS to the developer API and the Open Trivia DB paths too', async () => {
    for (const url of ['/v1/categories', '/api.php?amount=1']) {
      const { headers } = await t.client().get(url);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
