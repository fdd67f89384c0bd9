import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import {
  type BlogListQuery,
  blogListQuerySchema,
  type BlogPost,
  type BlogPostList,
  type BlogTagList,
  type Guide,
} from '@trivia/contracts';
import { validate } from '../common/zod-validation.pipe';
import { Public } from '../identity';
import { BlogSlugPipe } from './blog-slug.pipe';
import { BlogService } from './blog.service';

/** Posts change only with a release, so browsers and proxies may keep them a few minutes. */
const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300';

/** The blog is open to everyone: GET only, no cookies needed. */
@Public()
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get('posts')
  @Header('Cache-Control', CACHE_FOR_FIVE_MINUTES)
  list(@Query(validate(blogListQuerySchema)) query: BlogListQuery): BlogPostList {
    return this.blog.list(query.tag);
  }

  @Get('posts/:slug')
  @Header('Cache-Control', CACHE_FOR_FIVE_MINUTES)
  post(@Param('slug', BlogSlugPipe) slug: string): BlogPost {
    return this.blog.post(slug);
  }

  @Get('tags')
  @Header('Cache-Control', CACHE_FOR_FIVE_MINUTES)
  tags(): BlogTagList {
    return this.blog.tags();
  }
}

/** Long-form guides (the hosting guide), rendered from Markdown like the posts. */
@Public()
@Controller('guides')
export class GuidesController {
  constructor(private readonly blog: BlogService) {}

  @Get(':slug')
  @Header('Cache-Control', CACHE_FOR_FIVE_MINUTES)
  guide(@Param('slug', BlogSlugPipe) slug: string): Guide {
    return this.blog.guide(slug);
  }
}
