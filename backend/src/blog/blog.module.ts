import { Module } from '@nestjs/common';
import { BlogFeedController } from './blog-feed.controller';
import { BlogPages } from './blog-pages';
import { BlogController, GuidesController } from './blog.controller';
import { BlogService } from './blog.service';

/**
 * The blog and the guides (issue 16 §1): Markdown files under backend/content, rendered safely once at start-up,
 * served as JSON to the pages and as RSS at /blog/rss.xml. Other modules (SEO) ask BlogService whether a slug exists.
 */
@Module({
  controllers: [BlogController, GuidesController, BlogFeedController],
  providers: [BlogService, BlogPages],
  exports: [BlogService],
})
export class BlogModule {}
