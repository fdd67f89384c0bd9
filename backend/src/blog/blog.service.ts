import { Inject, Injectable } from '@nestjs/common';
import { type BlogPost, type BlogPostList, type BlogTagList, type Guide, SITE_NAME } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { type GuideFrontMatter, guideFrontMatterSchema, postFrontMatterSchema } from './articles/article-file';
import { buildRssFeed } from './articles/blog-feed';
import { BlogLibrary } from './articles/blog-library';
import { BLOG_DIR, GUIDES_DIR, readArticleFiles } from './articles/content-files';
import type { ArticleFile } from './articles/article-file';

/**
 * The blog's posts and the guides, read and rendered once when the server starts (a bad file stops the start, and
 * fails the unit tests long before). `exists` and `list` are what the SEO layer asks about for 404s and the sitemap.
 */
@Injectable()
export class BlogService {
  private readonly library: BlogLibrary;
  private readonly guides: ReadonlyMap<string, ArticleFile<GuideFrontMatter>>;
  private readonly rss: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.library = new BlogLibrary(readArticleFiles(BLOG_DIR, postFrontMatterSchema));
    this.guides = new Map(readArticleFiles(GUIDES_DIR, guideFrontMatterSchema).map((guide) => [guide.slug, guide]));
    this.rss = buildRssFeed(this.library.all(), { publicUrl: config.publicUrl, name: SITE_NAME });
  }

  list(tag?: string): BlogPostList {
    return { posts: this.library.list(tag), tag: tag ?? null };
  }

  /** Whether /blog/{slug} is a post (the SEO layer answers 404 for the rest). */
  exists(slug: string): boolean {
    return this.library.exists(slug);
  }

  post(slug: string): BlogPost {
    const post = this.library.post(slug);
    if (!post) throw new AppException('RES_001', 'No such post');
    return post;
  }

  tags(): BlogTagList {
    return { tags: this.library.tags() };
  }

  guide(slug: string): Guide {
    const guide = this.guides.get(slug);
    if (!guide) throw new AppException('RES_001', 'No such guide');
    const { meta, body } = guide;
    return {
      slug,
      title: meta.title,
      summary: meta.summary,
      updated: meta.updated,
      readingMinutes: guide.readingMinutes,
      html: body.html,
      toc: body.headings,
    };
  }

  rssXml(): string {
    return this.rss;
  }
}
