/**
 * @jest-environment jsdom
 */
import { NOT_FOUND_META, pageHead, pageMetaFor, structuredDataFor } from '@trivia/contracts';
import { applyPageHead } from './apply-page-head';

const ORIGIN = 'https://quiz.example.com';
const headFor = (path: string) => pageHead({ ...pageMetaFor(path), path, publicUrl: ORIGIN });
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageHead: the head follows client navigation', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="Old description" />';
  });

  it('writes the title, description, canonical URL and social tags of the page', () => {
    applyPageHead(document, headFor('/daily-quiz'));
    expect(document.title).toBe('Daily quiz | Trivia Platform');
    expect(content('meta[name="description"]')).toMatch(/^Today’s free daily quiz/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/daily-quiz`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/daily-quiz`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('replaces the previous page’s structured data rather than adding to it', () => {
    const pricing = { ...headFor('/pricing'), structuredData: structuredDataFor('/pricing', ORIGIN) };
    applyPageHead(document, pricing);
    applyPageHead(document, pricing);
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.textContent ?? '{}')['@type']).toBe('OfferCatalog');
    applyPageHead(document, headFor('/quizzes'));
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('drops the canonical URL and keeps the 404 page out of the index', () => {
    applyPageHead(document, headFor('/daily-quiz'));
    applyPageHead(document, pageHead({ ...NOT_FOUND_META, path: null, publicUrl: ORIGIN }));
    expect(document.title).toBe('Page not found | Trivia Platform');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(content('meta[name="robots"]')).toBe('noindex, follow');
  });
});
