import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';

/** What crawlers read at the site's root: the sitemap (from infra's registry of sources) and robots.txt. */
@Module({ controllers: [SeoController] })
export class SeoModule {}
