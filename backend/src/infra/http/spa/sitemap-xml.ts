import { PAGE_META, type PageMeta } from '@trivia/contracts';
import type { SitemapEntry } from './sitemap-sources';

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const hasParams = (meta: PageMeta) => meta.path.includes(':');

/** The page table's fixed public pages: indexable and without a dynamic segment. */
export function fixedSitemapEntries(): SitemapEntry[] {
  return PAGE_META.filter((meta) => meta.indexable && !hasParams(meta)).map((meta) => ({ path: meta.path }));
}

/** A path as a URL: each segment percent-encoded once (a slug may hold any character). */
const urlOf = (publicUrl: string, path: string) =>
  `${publicUrl}${path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || urls.length >= SITEMAP_MAX_URLS) continue;
    seen.add(entry.path);
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(urlOf(publicUrl, entry.path))}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where a private page's addresses start: its path up to the first dynamic segment. */
function privatePrefix(meta: PageMeta): string {
  const segments = meta.path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  return firstParam === -1 ? meta.path : `${segments.slice(0, firstParam).join('/')}/`;
}

/**
 * robots.txt from the page table: the API and every page kept out of search results are disallowed; the API's
 * public pages (docs, developer portal) allowed, a page with pages below it only as itself (`$`).
 */
export function robotsTxt(publicUrl: string): string {
  const underApi = (path: string) => path === '/api' || path.startsWith('/api/');
  const disallow = new Set(['/api/']);
  for (const meta of PAGE_META) {
    if (!meta.indexable && !underApi(meta.path)) disallow.add(privatePrefix(meta));
  }
  const allow = PAGE_META.filter((meta) => meta.indexable && underApi(meta.path) && !hasParams(meta)).map((meta) =>
    PAGE_META.some((other) => other.path.startsWith(`${meta.path}/`)) ? `${meta.path}$` : meta.path,
  );
  // /admin already covers /admin/users: only the shortest prefix of each family is listed.
  const covered = (path: string) =>
    [...disallow].some((other) => other !== path && path.startsWith(other.endsWith('/') ? other : `${other}/`));
  return [
    'User-agent: *',
    ...allow.map((path) => `Allow: ${path}`),
    ...[...disallow]
      .filter((path) => !covered(path))
      .sort()
      .map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
