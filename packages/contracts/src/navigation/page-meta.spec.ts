import { matchPage, pageMetaFor } from './page-match.js';
import { canonicalPath, pageHead } from './page-head.js';
import { pricingStructuredData, structuredDataFor } from './structured-data.js';
import { NOT_FOUND_META, PAGE_META } from './page-meta.js';
import { SITE_NAME } from './site-identity.js';

// Spec section 2, "Route table": every path it names, as written there ({slug} as :slug).
const SPEC_ROUTES = [
  '/splash', '/', '/quizzes', '/quizzes/:slug',
  '/pricing', '/pricing/education', '/pricing/teachers', '/pricing/arena', '/pricing/developers', '/pricing/corporate',
  '/hosting-guide', '/ads-landing', '/corporate', '/education', '/teachers', '/developers',
  '/dashboard', '/library', '/contribute', '/settings', '/billing', '/admin', '/admin/beta-testers',
  '/privacy-policy', '/terms-of-service', '/cookie-policy', '/about', '/contact',
  '/builder', '/custom-quiz-builder', '/blog', '/blog/:slug', '/downloadable-pub-quiz', '/pub-quiz-download',
  '/verify-email', '/daily-quizzes', '/daily-quiz', '/daily-mc-quiz', '/subscription/success',
  '/auth/login', '/auth/register', '/api/developers', '/api/developers/comparison', '/api/developers/signup',
  '/api/developers/login', '/api/developers/dashboard', '/developers/dashboard', '/api/docs',
  '/qc-service', '/white-label', '/arena', '/login', '/register',
]; // prettier-ignore

describe('PAGE_META: the head of every screen', () => {
  it.each(SPEC_ROUTES)('%s has its own entry', (path) => {
    expect(PAGE_META.filter((meta) => meta.path === path)).toHaveLength(1);
  });

  it.each(PAGE_META.map((meta) => [meta.path, meta] as const))('%s: a title and a description that fit', (_, meta) => {
    expect(meta.title).toContain(SITE_NAME);
    expect(meta.title.length).toBeLessThanOrEqual(70);
    expect(meta.description.length).toBeGreaterThanOrEqual(25);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description).not.toMatch(/coming soon|lorem/i);
  });

  it('lists each path once', () => {
    const paths = PAGE_META.map((meta) => meta.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps accounts, admin and redirects out of search results; public pages in', () => {
    const indexable = (path: string) => PAGE_META.find((meta) => meta.path === path)?.indexable;
    for (const path of ['/dashboard', '/settings', '/billing', '/admin', '/admin/users', '/auth/login', '/login'])
      expect(indexable(path)).toBe(false);
    for (const path of ['/', '/quizzes', '/quizzes/:slug', '/pricing', '/daily-quiz', '/arena', '/blog/:slug'])
      expect(indexable(path)).toBe(true);
    expect(NOT_FOUND_META.indexable).toBe(false);
  });
});

describe('matchPage', () => {
  it.each`
    path                                          | pattern                                     | params
    ${'/'}                                        | ${'/'}                                      | ${{}}
    ${'/pricing/'}                                | ${'/pricing'}                               | ${{}}
    ${'/Pricing/Education'}                       | ${'/pricing/education'}                     | ${{}}
    ${'/quizzes/capital-cities'}                  | ${'/quizzes/:slug'}                         | ${{ slug: 'capital-cities' }}
    ${'/quizzes/caf%C3%A9'}                       | ${'/quizzes/:slug'}                         | ${{ slug: 'café' }}
    ${'/arena/history'}                           | ${'/arena/history'}                         | ${{}}
    ${'/api/developers/dashboard'}                | ${'/api/developers/dashboard'}              | ${{}}
    ${'/daily-quizzes/leaderboard/mc/2026-11-21'} | ${'/daily-quizzes/leaderboard/:kind/:date'} | ${{ kind: 'mc', date: '2026-11-21' }}
    ${'/builder/quizzes/my-quiz/edit'}            | ${'/builder/quizzes/:slug/edit'}            | ${{ slug: 'my-quiz' }}
  `('$path opens $pattern', ({ path, pattern, params }) => {
    expect(matchPage(path)).toEqual({ meta: expect.objectContaining({ path: pattern }), params });
  });

  it.each(['/no-such-page', '/quizzes/a/b', '/pricingx', '/api/unknown', '/quizzes/%E0%A4%A', '/admin/nope'])(
    '%s opens no page (404)',
    (path) => {
      expect(matchPage(path)).toBeNull();
      expect(pageMetaFor(path)).toBe(NOT_FOUND_META);
    },
  );
});

describe('pageHead', () => {
  const head = pageHead({
    title: 'Pricing | Trivia Platform',
    description: 'Plans.',
    indexable: true,
    path: '/pricing/?from=nav',
    publicUrl: 'https://quiz.example.com',
  });
  const meta = (key: string) => head.metas.find((tag) => tag.key === key)?.content;

  it('gives the canonical address, Open Graph and Twitter card tags with the social card', () => {
    expect(head.canonical).toBe('https://quiz.example.com/pricing');
    expect(meta('og:url')).toBe('https://quiz.example.com/pricing');
    expect(meta('og:image')).toBe('https://quiz.example.com/social-card.png');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBe('index, follow');
  });

  it('gives the 404 page no canonical address and keeps it out of the index', () => {
    const missing = pageHead({ ...NOT_FOUND_META, path: null, publicUrl: 'https://quiz.example.com' });
    expect(missing.canonical).toBeNull();
    expect(missing.metas.find((tag) => tag.key === 'robots')?.content).toBe('noindex, follow');
    expect(missing.structuredData).toEqual([]);
  });

  it('describes the organisation on the landing page, and nothing on a page without structured data', () => {
    expect(structuredDataFor('/', 'https://quiz.example.com')).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: SITE_NAME }),
    ]);
    expect(structuredDataFor('/quizzes', 'https://quiz.example.com')).toEqual([]);
    expect(head.structuredData).toEqual([]);
  });

  it('offers the five plans on /pricing, £0 to £299 in GBP', () => {
    const catalogue = pricingStructuredData('/pricing', 'https://quiz.example.com');
    const offers = catalogue?.itemListElement as { price: string; priceCurrency: string }[];
    expect(offers.map((offer) => offer.price)).toEqual(['0.00', '9.99', '12.00', '25.00', '299.00']);
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['GBP']));
    expect(structuredDataFor('/pricing', 'https://quiz.example.com')).toEqual([catalogue]);
  });

  it.each([
    ['/', '/'],
    ['/pricing/', '/pricing'],
    ['/quizzes?q=x#top', '/quizzes'],
  ])('canonicalPath(%s) is %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});
