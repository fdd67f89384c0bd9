import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SitemapSources } from '../infra/http/spa/sitemap-sources';
import { SpaRouteChecks } from '../infra/http/spa/spa-route-checks';
import { BlogService } from './blog.service';

/**
 * The blog's posts for the server: `/blog/:slug` exists only for a published post (any other slug is a 404) and
 * carries the post's title and summary in its head; the sitemap lists every post with its last revision date.
 */
@Injectable()
export class BlogPages implements OnModuleInit {
  constructor(
    private readonly blog: BlogService,
    private readonly checks: SpaRouteChecks,
    private readonly sitemap: SitemapSources,
  ) {}

  onModuleInit(): void {
    this.checks.register('/blog/:slug', ({ slug }) => {
      const post = slug && this.blog.exists(slug) ? this.blog.post(slug) : null;
      return Promise.resolve(post ? { title: post.title, description: post.summary } : null);
    });
    this.sitemap.register('blog', () =>
      Promise.resolve(
        this.blog.list().posts.map((post) => ({
          path: `/blog/${post.slug}`,
          lastModified: new Date(`${post.updated ?? post.date}T00:00:00Z`),
        })),
      ),
    );
  }
}
