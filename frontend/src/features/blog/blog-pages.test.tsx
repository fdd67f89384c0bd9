/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, renderPage } from '../../testing/render-page';
import { post, summaries } from './blog-test-data';
import { BlogListPage } from './components/blog-list-page';
import { BlogPostPage } from './components/blog-post-page';

const slow = { timeout: 3000 };
const tags = {
  tags: [
    { tag: 'pub-quiz', count: 1 },
    { tag: 'classroom', count: 1 },
    { tag: 'scoring', count: 1 },
  ],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('/blog', () => {
  it('lists the posts with their dates in British form, reading time and tags, and points to the feed', async () => {
    fakeApi({ 'GET /api/blog/posts': { body: { posts: summaries, tag: null } }, 'GET /api/blog/tags': { body: tags } });
    renderPage(<BlogListPage />, { url: '/blog' });
    const first = await screen.findByRole('link', { name: summaries[0]!.title }, slow);
    expect(first.getAttribute('href')).toBe('/blog/tie-breakers-that-feel-fair');
    const line = (text: string) =>
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
    expect(line('20 October 2026 · 6 min read')).toBeTruthy();
    expect(line('24 March 2026 · updated 2 April 2026 · 6 min read')).toBeTruthy();
    expect(document.title).toBe('Blog | Trivia Platform');
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/blog/rss.xml');
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
      '/blog/rss.xml',
    );
  });

  it('filters by a tag chip: the address says ?tag= and the API is asked for that tag only', async () => {
    const asked: string[] = [];
    const calls = fakeApi({
      'GET /api/blog/posts': () => ({ body: { posts: summaries.slice(0, 1), tag: 'pub-quiz' } }),
      'GET /api/blog/tags': { body: tags },
    });
    const originalFetch = global.fetch;
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return originalFetch(input, init);
    }) as typeof fetch;
    renderPage(
      <>
        <BlogListPage />
        <Where />
      </>,
      { url: '/blog' },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Pub quiz (1)' }, slow));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/blog?tag=pub-quiz'));
    await waitFor(() => expect(asked).toContain('/api/blog/posts?tag=pub-quiz'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog: Pub quiz' })).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('offers all posts again when a tag has none', async () => {
    fakeApi({ 'GET /api/blog/posts': { body: { posts: [], tag: 'scoring' } }, 'GET /api/blog/tags': { body: tags } });
    renderPage(<BlogListPage />, { url: '/blog?tag=scoring' });
    expect(await screen.findByText(/No posts have that tag/, undefined, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show all posts' })).toBeTruthy();
  });
});

describe('/blog/:slug', () => {
  it('shows the post with author, date, tags, the older post, and BlogPosting structured data', async () => {
    fakeApi({ [`GET /api/blog/posts/${post.slug}`]: { body: post } });
    renderPage(<BlogPostPage />, { url: `/blog/${post.slug}`, path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: post.title }, slow)).toBeTruthy();
    expect(screen.getByText(post.author)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Closest wins' }).id).toBe('closest-wins');
    expect(screen.getByRole('link', { name: 'Pub quiz' }).getAttribute('href')).toBe('/blog?tag=pub-quiz');
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(nav.textContent).toContain('Previous post');
    expect(nav.textContent).not.toContain('Next post');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2026-10-20',
      url: `http://localhost/blog/${post.slug}`,
    });
  });

  it('moves within the app for links to our own pages, and leaves other sites’ links alone', async () => {
    fakeApi({ [`GET /api/blog/posts/${post.slug}`]: { body: post } });
    renderPage(
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { url: `/blog/${post.slug}` },
    );
    const external = await screen.findByRole('link', { name: 'elsewhere' }, slow);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    external.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'the guide' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/hosting-guide');
  });

  it('shows the 404 page for a post that does not exist, and for an address that cannot be a post', async () => {
    fakeApi({});
    const { unmount } = renderPage(<BlogPostPage />, { url: '/blog/no-such-post', path: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow)).toBeTruthy();
    unmount();
    const calls = fakeApi({});
    renderPage(<BlogPostPage />, { url: '/blog/Not%20a%20post', path: '/blog/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
