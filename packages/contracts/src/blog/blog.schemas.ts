import { z } from 'zod';

/**
 * The blog and the hosting guide (issue 16 §1): articles written as Markdown files in the repository, read and
 * rendered (sanitised) once when the server starts.
 *
 * REST (public, no session needed):
 * - GET /api/blog/posts?tag=       → BlogPostList (newest first; `tag` keeps the posts with that tag)
 * - GET /api/blog/posts/{slug}     → BlogPost (with its HTML and the posts either side); RES_001 404 when unknown
 * - GET /api/blog/tags             → BlogTagList (every tag with how many posts carry it)
 * - GET /api/guides/{slug}         → Guide (the hosting guide: HTML and its table of contents); RES_001 404
 * - GET /blog/rss.xml              RSS 2.0 of every post, links absolute from PUBLIC_URL
 */

/** Where the feed is served (outside /api, where feed readers expect it). */
export const BLOG_RSS_PATH = '/blog/rss.xml';

/** Reading time assumes this many words a minute, rounded up. */
export const BLOG_WORDS_PER_MINUTE = 200;

/** A post's or guide's address: lower-case words joined by hyphens, as in the file's name. */
export const blogSlugSchema = z
  .string({ error: 'The address must be text' })
  .max(120, { error: 'The address must be 120 characters or fewer' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and hyphens' });

/** A tag: lower-case words joined by hyphens ("pub-quiz"), shown as words ("Pub quiz"). */
export const blogTagSchema = z
  .string({ error: 'The tag must be text' })
  .max(40, { error: 'The tag must be 40 characters or fewer' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'A tag is lower-case words joined by hyphens' });

/** `?tag=` on the list; an empty value means every post. */
export const blogListQuerySchema = z.strictObject({
  tag: z
    .union([z.literal(''), blogTagSchema])
    .optional()
    .transform((tag) => tag || undefined),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** "pub-quiz" as "Pub quiz". */
export function blogTagLabel(tag: string): string {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The day it was published, YYYY-MM-DD. */
  date: isoDate,
  /** The day it was last revised, when it has been; null otherwise. */
  updated: isoDate.nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  summary: z.string(),
  readingMinutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A neighbouring post, for the links at the foot of a post. */
export const blogPostLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type BlogPostLink = z.infer<typeof blogPostLinkSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The body as sanitised HTML: no scripts, event handlers, styles or javascript: links survive. */
  html: z.string(),
  /** The post published just before this one (older); null for the first post. */
  previous: blogPostLinkSchema.nullable(),
  /** The post published just after this one (newer); null for the latest post. */
  next: blogPostLinkSchema.nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  /** The tag the list was filtered by, or null. */
  tag: z.string().nullable(),
});
export type BlogPostList = z.infer<typeof blogPostListSchema>;

export const blogTagCountSchema = z.object({ tag: z.string(), count: z.number().int().min(1) });
export type BlogTagCount = z.infer<typeof blogTagCountSchema>;

export const blogTagListSchema = z.object({ tags: z.array(blogTagCountSchema) });
export type BlogTagList = z.infer<typeof blogTagListSchema>;

/** A heading of a guide, for its table of contents: `id` is the heading's anchor in the HTML. */
export const guideHeadingSchema = z.object({
  id: z.string(),
  text: z.string(),
  depth: z.number().int().min(2).max(3),
});
export type GuideHeading = z.infer<typeof guideHeadingSchema>;

export const guideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  updated: isoDate,
  readingMinutes: z.number().int().min(1),
  html: z.string(),
  /** The guide's sections (h2) and their parts (h3), in order. */
  toc: z.array(guideHeadingSchema),
});
export type Guide = z.infer<typeof guideSchema>;
