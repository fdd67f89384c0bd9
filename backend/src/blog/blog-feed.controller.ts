import { Controller, Get, Header } from '@nestjs/common';
import { BLOG_RSS_PATH } from '@trivia/contracts';
import { Public } from '../identity';
import { BlogService } from './blog.service';

/** Routes served at the site's root rather than under /api (the global prefix leaves these out). */
export const BLOG_ROOT_PATHS = [BLOG_RSS_PATH.slice(1)];

/** The RSS feed, where feed readers look for it: /blog/rss.xml. */
@Public()
@Controller()
export class BlogFeedController {
  constructor(private readonly blog: BlogService) {}

  @Get(BLOG_RSS_PATH.slice(1))
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  rss(): string {
    return this.blog.rssXml();
  }
}
