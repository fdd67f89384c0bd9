import type { BlogPost } from '@trivia/contracts';
import { SITE } from '../../lib/site-config';

/** schema.org BlogPosting for a post (search engines read it from the page). The authors are teams. */
export function blogPostingJsonLd(post: BlogPost, origin: string): Record<string, unknown> {
  const url = `${origin}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: SITE.name, url: origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.join(', '),
    inLanguage: 'en-GB',
  };
}

/**
 * JSON fit to sit inside a <script> element: "<" is written as \u003c, so no text of a post can close the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
