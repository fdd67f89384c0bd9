export { BlogListPage } from './components/blog-list-page';
export { BlogPostPage } from './components/blog-post-page';
export { HostingGuidePage } from './components/hosting-guide-page';
