import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SitemapSources } from '../../infra/http/spa/sitemap-sources';
import { SITEMAP_MAX_URLS } from '../../infra/http/spa/sitemap-xml';
import { type SpaPageFacts, SpaRouteChecks } from '../../infra/http/spa/spa-route-checks';
import { PUBLISHED_ONLY } from './catalogue-search-sql';

/**
 * The catalogue's quiz pages for the server: `/quizzes/:slug` exists only for a published quiz (any other slug is
 * a 404) and carries the quiz's title and description in its head; the sitemap lists every published quiz.
 */
@Injectable()
export class QuizPages implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checks: SpaRouteChecks,
    private readonly sitemap: SitemapSources,
  ) {}

  onModuleInit(): void {
    this.checks.register('/quizzes/:slug', ({ slug }) => this.facts(slug ?? ''));
    this.sitemap.register('catalogue', () => this.sitemapEntries());
  }

  async facts(slug: string): Promise<SpaPageFacts | null> {
    const [row]: { title: string; description: string }[] = await this.dataSource.query(
      `SELECT title, description FROM quizzes WHERE slug = $1 AND ${PUBLISHED_ONLY}`,
      [slug],
    );
    return row ? { title: row.title, description: row.description } : null;
  }

  private async sitemapEntries() {
    const rows: { slug: string; published_at: Date }[] = await this.dataSource.query(
      `SELECT slug, published_at FROM quizzes WHERE ${PUBLISHED_ONLY} ORDER BY published_at DESC, id LIMIT $1`,
      [SITEMAP_MAX_URLS],
    );
    return rows.map((row) => ({ path: `/quizzes/${row.slug}`, lastModified: new Date(row.published_at) }));
  }
}
