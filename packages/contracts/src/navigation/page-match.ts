import { NOT_FOUND_META, PAGE_META, type PageMeta } from './page-meta.js';

export interface PageMatch {
  meta: PageMeta;
  /** The values of the pattern's `:name` segments, decoded. */
  params: Record<string, string>;
}

/** A path's segments as the router sees them: no empty ones, so `/pricing/` is `/pricing`. */
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Static segments before dynamic ones, so `/arena/history` wins over a pattern with a parameter there. */
function specificity(pattern: string): number {
  return segmentsOf(pattern).filter((segment) => !segment.startsWith(':')).length;
}

const PATTERNS = [...PAGE_META]
  .map((meta) => ({ meta, segments: segmentsOf(meta.path) }))
  .sort((a, b) => specificity(b.meta.path) - specificity(a.meta.path));

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.entries()) {
    const value = decode(actual[index] ?? '');
    if (value === null) return null;
    if (expected.startsWith(':')) params[expected.slice(1)] = value;
    // The router matches paths regardless of case, and so does this.
    else if (expected.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** The page a path (without query or hash) opens, or null when the app shows its 404 page. */
export function matchPage(pathname: string): PageMatch | null {
  const actual = segmentsOf(pathname);
  for (const { meta, segments } of PATTERNS) {
    const params = matchSegments(segments, actual);
    if (params) return { meta, params };
  }
  return null;
}

/** The meta of the page a path opens, the 404 page's when it opens none. */
export function pageMetaFor(pathname: string): PageMeta {
  return matchPage(pathname)?.meta ?? NOT_FOUND_META;
}
