import { Global, Module } from '@nestjs/common';
import { SeoController } from './seo.controller';
import { SitemapSources } from './sitemap-sources';
import { SpaPages } from './spa-pages';
import { SpaRouteChecks } from './spa-route-checks';

/**
 * The single-page app's pages as the server answers them (head tags, 404 status), the sitemap and robots.txt.
 * Global so any domain can register its page checks and sitemap entries without importing infra's internals.
 */
@Global()
@Module({
  controllers: [SeoController],
  providers: [SpaRouteChecks, SitemapSources, SpaPages],
  exports: [SpaRouteChecks, SitemapSources, SpaPages],
})
export class SpaModule {}
