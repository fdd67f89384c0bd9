import type { BlogPost, BlogPostList, BlogTagList, Guide } from '@trivia/contracts';
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import { startTestApp, type TestApp, type TestClient } from './harness';

interface ErrorBody {
  code: string;
  issues?: { path: string; message: string }[];
}

/** The blog and the hosting guide on the real app: the Markdown in backend/content, rendered at start-up. */
describe('the blog', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://quiz.example.com' });
    client = t.client('10.71.0.1');
  });
  afterAll(() => t.close());

  it('lists every post newest first, with reading time and no HTML', async () => {
    const { status, body } = await client.get<BlogPostList>('/api/blog/posts');
    expect(status).toBe(200);
    expect(body.tag).toBeNull();
    expect(body.posts.length).toBeGreaterThanOrEqual(8);
    const dates = body.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of body.posts) {
      expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(post).not.toHaveProperty('html');
    }
  });

  it('filters by tag, lists the tags with their counts, and refuses a tag that cannot be one', async () => {
    const { body: tags } = await client.get<BlogTagList>('/api/blog/tags');
    const pubQuiz = tags.tags.find((entry) => entry.tag === 'pub-quiz');
    expect(pubQuiz?.count).toBeGreaterThanOrEqual(2);

    const { body } = await client.get<BlogPostList>('/api/blog/posts?tag=pub-quiz');
    expect(body.tag).toBe('pub-quiz');
    expect(body.posts).toHaveLength(pubQuiz?.count ?? -1);
    for (const post of body.posts) expect(post.tags).toContain('pub-quiz');

    expect((await client.get<BlogPostList>('/api/blog/posts?tag=no-such-tag')).body.posts).toEqual([]);
    const bad = await client.get<ErrorBody>('/api/blog/posts?tag=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VAL_001');
    expect(bad.body.issues?.[0]?.path).toBe('tag');
  });

  it('gives a post with its sanitised HTML and its neighbours, which link back to it', async () => {
    const { body: list } = await client.get<BlogPostList>('/api/blog/posts');
    const middle = list.posts[1]!;
    const { status, body } = await client.get<BlogPost>(`/api/blog/posts/${middle.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...middle,
      next: { slug: list.posts[0]!.slug },
      previous: { slug: list.posts[2]!.slug },
    });
    expect(body.html).toMatch(/^<p>|<h2 id="/);
    expect(body.html).not.toMatch(/<script|on\w+=|javascript:/i);

    const older = await client.get<BlogPost>(`/api/blog/posts/${list.posts[2]!.slug}`);
    expect(older.body.next?.slug).toBe(middle.slug);
  });

  it('answers 404 RES_001 for a post that does not exist, or an address that cannot be one', async () => {
    for (const slug of ['no-such-post', 'Not%20A%20Slug', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(300)]) {
      const response = await client.get<ErrorBody>(`/api/blog/posts/${slug}`);
      expect({ slug, status: response.status, code: response.body.code }).toEqual({
        slug,
        status: 404,
        code: 'RES_001',
      });
    }
  });

  it('gives the hosting guide with its table of contents, and 404 for any other guide', async () => {
    const { status, body } = await client.get<Guide>('/api/guides/hosting-guide');
    expect(status).toBe(200);
    expect(body.title).toBe('How to host a pub quiz');
    expect(body.toc.filter((h) => h.depth === 2).map((h) => h.id)).toContain('running-live-with-host-led-sessions');
    for (const heading of body.toc) expect(body.html).toContain(`id="${heading.id}"`);
    expect((await client.get<ErrorBody>('/api/guides/no-such-guide')).status).toBe(404);
  });

  it('serves an RSS 2.0 feed at /blog/rss.xml: valid XML, one item per post, absolute links', async () => {
    const response = await client.request<string>('GET', '/blog/rss.xml', undefined, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^application\/rss\+xml/);
    expect(validateXml(response.body)).toBe(true);

    const feed = parseXml(response.body, { ignoreAttributes: false }) as {
      rss: { '@_version': string; channel: { link: string; item: { link: string; title: string }[] } };
    };
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.link).toBe('https://quiz.example.com/blog');
    const { body: list } = await client.get<BlogPostList>('/api/blog/posts');
    expect(feed.rss.channel.item.map((item) => item.link)).toEqual(
      list.posts.map((post) => `https://quiz.example.com/blog/${post.slug}`),
    );
    expect(response.body).not.toMatch(/href="\/(?!\/)/);
  });

  it('leaves the API prefix off only the feed: /api/blog/rss.xml is not a route', async () => {
    expect((await client.get('/api/blog/rss.xml')).status).toBe(404);
  });
});
