import type { BlogPost, BlogPostLink, BlogPostSummary, BlogTagCount } from '@trivia/contracts';
import type { ArticleFile, PostFrontMatter } from './article-file';

export type PostFile = ArticleFile<PostFrontMatter>;

const summaryOf = ({ slug, meta, readingMinutes }: PostFile): BlogPostSummary => ({
  slug,
  title: meta.title,
  date: meta.date,
  updated: meta.updated ?? null,
  author: meta.author,
  tags: meta.tags,
  summary: meta.summary,
  readingMinutes,
});

const linkOf = (post: PostFile | undefined): BlogPostLink | null =>
  post ? { slug: post.slug, title: post.meta.title } : null;

/** Every post, newest first (same day: by slug, so the order never depends on the file system). */
export class BlogLibrary {
  private readonly posts: readonly PostFile[];
  private readonly index: ReadonlyMap<string, number>;

  constructor(posts: readonly PostFile[]) {
    this.posts = [...posts].sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.slug.localeCompare(b.slug));
    this.index = new Map(this.posts.map((post, position) => [post.slug, position]));
  }

  list(tag?: string): BlogPostSummary[] {
    return this.posts.filter((post) => !tag || post.meta.tags.includes(tag)).map(summaryOf);
  }

  exists(slug: string): boolean {
    return this.index.has(slug);
  }

  /** A post with its HTML; `previous` is the older neighbour and `next` the newer one. */
  post(slug: string): BlogPost | null {
    const position = this.index.get(slug);
    if (position === undefined) return null;
    const post = this.posts[position] as PostFile;
    return {
      ...summaryOf(post),
      html: post.body.html,
      previous: linkOf(this.posts[position + 1]),
      next: linkOf(this.posts[position - 1]),
    };
  }

  /** Tags with how many posts carry each, most used first (then A to Z). */
  tags(): BlogTagCount[] {
    const counts = new Map<string, number>();
    for (const post of this.posts) for (const tag of post.meta.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  }

  /** Newest first, with the HTML, for the feed. */
  all(): readonly PostFile[] {
    return this.posts;
  }
}
