import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogSlugSchema, type BlogPost, type BlogPostList, type BlogTagList, type Guide } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export const BLOG_KEY = ['blog'] as const;

export function blogPostsQueryOptions(tag: string | null) {
  const query = tag ? `?tag=${encodeURIComponent(tag)}` : '';
  return queryOptions<BlogPostList>({
    queryKey: [...BLOG_KEY, 'posts', tag ?? ''],
    queryFn: () => apiRequest<BlogPostList>('GET', `/api/blog/posts${query}`),
    // The list shows its own retry; no toast on top of it.
    meta: { silent: true },
  });
}

/** The posts, newest first; only those with `tag` when one is chosen. */
export function useBlogPosts(tag: string | null) {
  return useQuery(blogPostsQueryOptions(tag));
}

export function useBlogTags() {
  return useQuery<BlogTagList>({
    queryKey: [...BLOG_KEY, 'tags'],
    queryFn: () => apiRequest<BlogTagList>('GET', '/api/blog/tags'),
    meta: { silent: true },
  });
}

/** One post; not asked for at all when the address cannot be a post's (the page shows the 404 at once). */
export function useBlogPost(slug: string | undefined) {
  const valid = blogSlugSchema.safeParse(slug).success;
  return useQuery<BlogPost>({
    queryKey: [...BLOG_KEY, 'post', slug ?? ''],
    queryFn: () => apiRequest<BlogPost>('GET', `/api/blog/posts/${encodeURIComponent(slug ?? '')}`),
    // The page answers a failure itself: the 404 page for an unknown post, a retry for anything else.
    meta: { silent: true },
    enabled: valid,
  });
}

export function useGuide(slug: string) {
  return useQuery<Guide>({
    queryKey: [...BLOG_KEY, 'guide', slug],
    queryFn: () => apiRequest<Guide>('GET', `/api/guides/${encodeURIComponent(slug)}`),
    meta: { silent: true },
  });
}
