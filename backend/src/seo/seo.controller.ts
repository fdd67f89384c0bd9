import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '../identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { SitemapSources } from '../infra/http/spa/sitemap-sources';
import { fixedSitemapEntries, robotsTxt, sitemapXml } from '../infra/http/spa/sitemap-xml';

/** Served at the site's root (outside the /api prefix), where crawlers look for them. */
export const SEO_ROOT_PATHS = ['sitemap.xml', 'robots.txt'];

/** GET /sitemap.xml (the fixed public pages plus every registered source) and GET /robots.txt. */
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: SitemapSources,
  ) {}

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    return sitemapXml(this.config.publicUrl, [...fixedSitemapEntries(), ...(await this.sources.entries())]);
  }

  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    // Made from the page table, which does not change while the server runs: once, not per request.
    this.robotsText ??= robotsTxt(this.config.publicUrl);
    return this.robotsText;
  }

  private robotsText: string | undefined;
}
