import { SITE_NAME, SOCIAL_CARD } from './site-identity.js';

/** What a page's head carries: the same for the HTML the server sends and the tags the browser updates. */
export interface PageHead {
  title: string;
  description: string;
  /** Null for the 404 page, which is nobody's canonical address. */
  canonical: string | null;
  /** `<meta name|property=key content>` tags: robots, Open Graph and Twitter card. */
  metas: { attribute: 'name' | 'property'; key: string; content: string }[];
  /** schema.org JSON-LD blocks. */
  structuredData: Record<string, unknown>[];
}

export interface PageHeadInput {
  title: string;
  description: string;
  indexable: boolean;
  /** The path the visitor asked for; null for the 404 page. */
  path: string | null;
  /** The site's public origin, without a trailing slash. */
  publicUrl: string;
  /** schema.org blocks (structuredDataFor): the server adds them; the browser replaces them with none. */
  structuredData?: Record<string, unknown>[];
}

/** A path as its one canonical address: no trailing slash, no query string or fragment. */
export function canonicalPath(path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

export function pageHead(input: PageHeadInput): PageHead {
  const canonical = input.path === null ? null : `${input.publicUrl}${canonicalPath(input.path)}`;
  const image = `${input.publicUrl}${SOCIAL_CARD.path}`;
  const og = (key: string, content: string) => ({ attribute: 'property' as const, key: `og:${key}`, content });
  const twitter = (key: string, content: string) => ({ attribute: 'name' as const, key: `twitter:${key}`, content });
  return {
    title: input.title,
    description: input.description,
    canonical,
    metas: [
      { attribute: 'name', key: 'robots', content: input.indexable ? 'index, follow' : 'noindex, follow' },
      og('type', 'website'),
      og('site_name', SITE_NAME),
      og('locale', 'en_GB'),
      og('title', input.title),
      og('description', input.description),
      ...(canonical ? [og('url', canonical)] : []),
      og('image', image),
      og('image:width', String(SOCIAL_CARD.width)),
      og('image:height', String(SOCIAL_CARD.height)),
      og('image:alt', SOCIAL_CARD.alt),
      twitter('card', 'summary_large_image'),
      twitter('title', input.title),
      twitter('description', input.description),
      twitter('image', image),
      twitter('image:alt', SOCIAL_CARD.alt),
    ],
    structuredData: input.structuredData ?? [],
  };
}
