import { Global, Module } from '@nestjs/common';
import { SitemapSources } from './sitemap-sources';
import { SpaPages } from './spa-pages';
import { SpaRouteChecks } from './spa-route-checks';
import { SpaVisitorHints } from './spa-visitor-hints';

/**
 * The single-page app's pages as the server answers them (head tags, 404 status) and the registries domains fill
 * at start-up (page checks, visitor hints, sitemap sources). Global so any domain can inject them.
 */
@Global()
@Module({
  providers: [SpaRouteChecks, SpaVisitorHints, SitemapSources, SpaPages],
  exports: [SpaRouteChecks, SpaVisitorHints, SitemapSources, SpaPages],
})
export class SpaModule {}
