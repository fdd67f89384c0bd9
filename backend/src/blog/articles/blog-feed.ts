import { BLOG_RSS_PATH } from '@trivia/contracts';
import { Feed } from 'feed';
import type { PostFile } from './blog-library';

export interface FeedSite {
  /** The site's public origin without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  name: string;
}

/** The day a post appeared, as the instant feed readers sort by: noon UTC, so it is that day in every zone nearby. */
const publishedAt = (day: string) => new Date(`${day}T12:00:00Z`);

/** The posts link to the site's own pages by path; a feed reader shows them elsewhere, so they become absolute. */
const absoluteLinks = (html: string, publicUrl: string) => html.replace(/href="\/(?!\/)/g, `href="${publicUrl}/`);

/** RSS 2.0 of every post (newest first) with absolute links and each post's full sanitised HTML. */
export function buildRssFeed(posts: readonly PostFile[], site: FeedSite): string {
  const blogUrl = `${site.publicUrl}/blog`;
  const newest = posts[0];
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: `${site.name} blog`,
    description: 'Guides and ideas for quiz hosts, teachers, teams and quiz writers.',
    language: 'en-GB',
    copyright: `© ${site.name}`,
    updated: newest ? publishedAt(newest.meta.updated ?? newest.meta.date) : undefined,
    feedLinks: { rss: `${site.publicUrl}${BLOG_RSS_PATH}` },
    generator: false,
  });
  for (const post of posts) {
    const link = `${blogUrl}/${post.slug}`;
    feed.addItem({
      id: link,
      link,
      title: post.meta.title,
      description: post.meta.summary,
      content: absoluteLinks(post.body.html, site.publicUrl),
      date: publishedAt(post.meta.date),
      author: [{ name: post.meta.author }],
      category: post.meta.tags.map((tag) => ({ name: tag })),
    });
  }
  return feed.rss2();
}
