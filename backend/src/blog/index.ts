export { BlogModule } from './blog.module';
export { BlogService } from './blog.service';
export { BLOG_ROOT_PATHS } from './blog-feed.controller';
