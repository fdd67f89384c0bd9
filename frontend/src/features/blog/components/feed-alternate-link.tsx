import { BLOG_RSS_PATH } from '@trivia/contracts';
import { SITE } from '../../../lib/site-config';

/** Tells browsers and feed readers where the blog's feed is; React places it in the document's <head>. */
export function FeedAlternateLink() {
  return <link rel="alternate" type="application/rss+xml" title={`${SITE.name} blog`} href={BLOG_RSS_PATH} />;
}
