import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventually, registerUser, startTestApp, type TestApp } from './harness';

const PUBLIC_URL = 'https://quiz.example.com';

/** index.html as Vite builds it: a default title and description the server replaces per page. */
function builtFrontend(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trivia-spa-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Default title</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/': ['/assets/landing-a1.js', '/assets/List-b2.js'],
      '/quizzes/:slug': ['/assets/catalogue-c3.js'],
    }),
  );
  return dir;
}

const html = { accept: 'text/html' };
const titleOf = (body: unknown) => /<title>([^<]*)<\/title>/.exec(String(body))?.[1];
const canonicalOf = (body: unknown) => /<link rel="canonical" href="([^"]*)"/.exec(String(body))?.[1];
const metaOf = (body: unknown, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(String(body))?.[1];

/** The server answers each client route with its own head, and any other path with the app's 404 page. */
describe('single-page app routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STATIC_DIR: builtFrontend(), PUBLIC_URL });
  }, 180_000);
  afterAll(() => t.close());

  const page = (url: string) => t.client().request<string>('GET', url, undefined, html);

  it('answers a known route 200 with its title, description, canonical URL and social card', async () => {
    const response = await page('/pricing?from=nav');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/html');
    expect(titleOf(response.body)).toBe('Pricing | Trivia Platform');
    expect(String(response.body)).not.toContain('Default title');
    expect(String(response.body)).not.toContain('Default description');
    expect(canonicalOf(response.body)).toBe(`${PUBLIC_URL}/pricing`);
    expect(metaOf(response.body, 'og:image')).toBe(`${PUBLIC_URL}/social-card.png`);
    expect(metaOf(response.body, 'twitter:card')).toBe('summary_large_image');
    expect(String(response.body)).toContain('"@type":"OfferCatalog"');
    expect(String(response.body)).toContain('"priceCurrency":"GBP"');
  });

  it("names a page's own scripts as modulepreload links, so they load alongside the app", async () => {
    const preloads = (body: unknown) =>
      [...String(body).matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)"/g)].map((found) => found[1]);
    expect(preloads((await page('/')).body)).toEqual(['/assets/landing-a1.js', '/assets/List-b2.js']);
    expect(preloads((await page('/pricing')).body)).toEqual([]);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
  });

  it('answers HEAD like GET, so link checkers see the same status', async () => {
    expect((await t.client().request('HEAD', '/pricing', undefined, html)).status).toBe(200);
    expect((await t.client().request('HEAD', '/no-such-page', undefined, html)).status).toBe(404);
  });

  it('describes the organisation on the landing page and keeps account pages out of the index', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(String(home.body)).toContain('"@type":"Organization"');
    const settings = await page('/settings');
    expect(settings.status).toBe(200);
    expect(metaOf(settings.body, 'robots')).toBe('noindex, follow');
  });

  it('sends a member who opens the landing page to the dashboard, and a visitor with a stale session cookie not', async () => {
    const member = t.client();
    await registerUser(member);
    const home = await member.request<string>('GET', '/', undefined, html);
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/dashboard');
    expect((await member.request('GET', '/pricing', undefined, html)).status).toBe(200);

    const stale = t.client();
    stale.cookies.set('trivia_sid', 'not-a-session');
    expect((await stale.request('GET', '/', undefined, html)).status).toBe(200);
  });

  it('tells the app a browser with no session cookie is logged out, on every page, and says nothing otherwise', async () => {
    const hint = (body: unknown) => metaOf(body, 'trivia-session');
    expect(hint((await page('/')).body)).toBe('none');
    expect(hint((await page('/daily-quiz')).body)).toBe('none');
    expect(hint((await page('/no-such-page')).body)).toBe('none');

    const member = t.client();
    await registerUser(member);
    expect(hint((await member.request('GET', '/pricing', undefined, html)).body)).toBeUndefined();
    expect(hint((await member.request('GET', '/no-such-page', undefined, html)).body)).toBeUndefined();
    // A cookie that is no longer a session: the app asks, as before (no lookup per page).
    const stale = t.client();
    stale.cookies.set('trivia_sid', 'not-a-session');
    expect(hint((await stale.request('GET', '/pricing', undefined, html)).body)).toBeUndefined();
  });

  it('compresses a page for a browser that accepts brotli or gzip, and sends it as it is otherwise', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const get = (headers: Record<string, string>) =>
      fastify.inject({ method: 'GET', url: '/pricing', headers: { accept: 'text/html', ...headers } });
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(titleOf(brotliDecompressSync(brotli.rawPayload).toString())).toBe('Pricing | Trivia Platform');
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(titleOf(gunzipSync(gzip.rawPayload).toString())).toBe('Pricing | Trivia Platform');
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(titleOf(plain.body)).toBe('Pricing | Trivia Platform');
  });

  it('runs one inline script before the first paint, allowed by its hash and by nothing broader', async () => {
    const response = await page('/pricing');
    const inline = /<script>([^<]*)<\/script>/.exec(String(response.body))?.[1] ?? '';
    expect(inline).toContain('data-mantine-color-scheme');
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it.each(['/no-such-page', '/quizzes/a/b/c', '/pricing/nowhere', '/daily-quizzes/leaderboard/mc/2026-02-30'])(
    'answers %s 404 with the app (its 404 page), not indexed',
    async (url) => {
      const response = await page(url);
      expect(response.status).toBe(404);
      expect(String(response.body)).toContain('<div id="root"></div>');
      expect(titleOf(response.body)).toBe('Page not found | Trivia Platform');
      expect(metaOf(response.body, 'robots')).toBe('noindex, follow');
      expect(canonicalOf(response.body)).toBeUndefined();
    },
  );

  it('answers an unknown quiz slug 404, a published quiz 200 with its own title, and a private one 404', async () => {
    expect((await page(`/quizzes/no-such-quiz-${randomUUID()}`)).status).toBe(404);
    const published = await eventually(
      async () =>
        (await t.dataSource.query(`SELECT slug, title FROM quizzes WHERE owner_id IS NULL LIMIT 1`)) as {
          slug: string;
          title: string;
        }[],
      (rows) => rows.length > 0,
      150_000,
    );
    const [quiz] = published;
    const response = await page(`/quizzes/${quiz!.slug}`);
    expect(response.status).toBe(200);
    expect(titleOf(response.body)).toBe(
      `${quiz!.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Trivia Platform`,
    );
    expect(canonicalOf(response.body)).toBe(`${PUBLIC_URL}/quizzes/${quiz!.slug}`);

    const owner = await registerUser(t.client());
    const slug = `private-${randomUUID()}`;
    await t.dataSource.query(
      `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, rounds, bank_version, published_at, owner_id)
       VALUES ($1, 'Private quiz', 'Mine only', 'general-knowledge', 'medium', 30, 'pub', '[]', 'test', now(), $2)`,
      [slug, owner.id],
    );
    try {
      expect((await page(`/quizzes/${slug}`)).status).toBe(404);
    } finally {
      await t.dataSource.query(`DELETE FROM quizzes WHERE slug = $1`, [slug]);
    }
  }, 180_000);

  it('answers a blog post 200 with its own title, an unknown post 404, and lists the posts in the sitemap', async () => {
    const { body } = await t.client().get<{ posts: { slug: string; title: string }[] }>('/api/blog/posts');
    const [post] = body.posts;
    expect(post).toBeDefined();
    const response = await page(`/blog/${post!.slug}`);
    expect(response.status).toBe(200);
    expect(titleOf(response.body)).toContain(' | Trivia Platform');
    expect(canonicalOf(response.body)).toBe(`${PUBLIC_URL}/blog/${post!.slug}`);
    expect((await page(`/blog/no-such-post-${randomUUID()}`)).status).toBe(404);
    const sitemap = String((await t.client().get<string>('/sitemap.xml')).body);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blog/${post!.slug}</loc>`);
  });

  it('answers a revision practice page 200 for a curriculum set, named in its title, and 404 for any other', async () => {
    const response = await page('/education/practice/science/gcse');
    expect(response.status).toBe(200);
    expect(titleOf(response.body)).toBe('GCSE Science revision quiz | Trivia Platform');
    expect((await page('/education/practice/astrology/gcse')).status).toBe(404);
    expect((await page('/education/practice/science/degree')).status).toBe(404);
  });

  it('keeps JSON 404s under /api, and serves the developer pages there to browsers', async () => {
    const api = await t.client().request<{ code: string }>('GET', '/api/unknown', undefined, html);
    expect(api.status).toBe(404);
    expect(api.body).toEqual(expect.objectContaining({ code: 'RES_001' }));
    const unknownUnderPortal = await t.client().request('GET', '/api/developers/no-such-page', undefined, html);
    expect(unknownUnderPortal.status).toBe(404);
    expect(String(unknownUnderPortal.headers['content-type'])).toContain('application/json');
    const docs = await page('/api/docs');
    expect(docs.status).toBe(200);
    expect(titleOf(docs.body)).toBe('Quiz API documentation | Trivia Platform');
  });

  it('lists public pages and published quizzes in /sitemap.xml, and no private ones', async () => {
    const response = await t.client().get<string>('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('application/xml');
    const xml = String(response.body);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/pricing', '/daily-quiz', '/quizzes', '/arena', '/privacy-policy'])
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    for (const path of ['/dashboard', '/settings', '/admin', '/auth/login', '/quizzes/:slug'])
      expect(xml).not.toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    const [quiz] = (await t.dataSource.query(`SELECT slug FROM quizzes WHERE owner_id IS NULL LIMIT 1`)) as {
      slug: string;
    }[];
    if (quiz)
      expect(xml).toMatch(
        new RegExp(`<loc>${PUBLIC_URL}/quizzes/${quiz.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
  });

  it('answers /robots.txt: the API and private areas disallowed, the API docs allowed, the sitemap named', async () => {
    const response = await t.client().get<string>('/robots.txt');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/plain');
    const lines = String(response.body).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/settings', '/dashboard', '/billing', '/auth/login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /admin/users');
    expect(lines).toContain('Allow: /api/docs');
    expect(lines).not.toContain('Disallow: /quizzes');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
