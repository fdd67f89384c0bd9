import { Global, Module } from '@nestjs/common';
import { SitemapSources } from './sitemap-sources';
import { SpaPages } from './spa-pages';
import { SpaRouteChecks } from './spa-route-checks';

/**
 * The single-page app's pages as the server answers them (head tags, 404 status) and the registries domains fill
 * at start-up (page checks, sitemap sources). Global so any domain can inject them.
 */
@Global()
@Module({
  providers: [SpaRouteChecks, SitemapSources, SpaPages],
  exports: [SpaRouteChecks, SitemapSources, SpaPages],
})
export class SpaModule {}
