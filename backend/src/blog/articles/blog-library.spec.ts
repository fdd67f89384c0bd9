import { parseArticleFile, postFrontMatterSchema } from './article-file';
import { buildRssFeed } from './blog-feed';
import { BlogLibrary } from './blog-library';

const postFile = (slug: string, date: string, tags: string[], body = 'Read [the guide](/hosting-guide).') =>
  parseArticleFile(
    `${slug}.md`,
    `---\ntitle: Post ${slug}\ndate: ${date}\nauthor: The team\ntags: [${tags.join(', ')}]\nsummary: About ${slug}.\n---\n\n${body}\n`,
    postFrontMatterSchema,
  );

// Given out of order on purpose: the library sorts by date, newest first, and same-day posts by slug.
const library = new BlogLibrary([
  postFile('march', '2026-03-10', ['hosting']),
  postFile('january', '2026-01-05', ['pub-quiz', 'hosting']),
  postFile('may-b', '2026-05-01', ['classroom']),
  postFile('may-a', '2026-05-01', ['pub-quiz']),
]);

describe('BlogLibrary', () => {
  it('lists posts newest first, with their reading time and no HTML', () => {
    const posts = library.list();
    expect(posts.map((p) => p.slug)).toEqual(['may-a', 'may-b', 'march', 'january']);
    expect(posts[0]).toEqual({
      slug: 'may-a',
      title: 'Post may-a',
      date: '2026-05-01',
      updated: null,
      author: 'The team',
      tags: ['pub-quiz'],
      summary: 'About may-a.',
      readingMinutes: 1,
    });
  });

  it('filters by tag, and an unknown tag lists nothing', () => {
    expect(library.list('pub-quiz').map((p) => p.slug)).toEqual(['may-a', 'january']);
    expect(library.list('nothing-here')).toEqual([]);
  });

  it('links each post to the older one as previous and the newer one as next', () => {
    const links = (slug: string) => {
      const post = library.post(slug);
      return [post?.previous?.slug ?? null, post?.next?.slug ?? null];
    };
    expect(links('may-a')).toEqual(['may-b', null]);
    expect(links('may-b')).toEqual(['march', 'may-a']);
    expect(links('march')).toEqual(['january', 'may-b']);
    expect(links('january')).toEqual([null, 'march']);
    expect(library.post('march')?.previous).toEqual({ slug: 'january', title: 'Post january' });
  });

  it('knows which slugs are posts, and gives null for the rest', () => {
    expect(library.exists('march')).toBe(true);
    expect(library.exists('april')).toBe(false);
    expect(library.post('april')).toBeNull();
    expect(library.post('march')?.html).toBe('<p>Read <a href="/hosting-guide">the guide</a>.</p>');
  });

  it('counts tags, most used first, then A to Z', () => {
    expect(library.tags()).toEqual([
      { tag: 'hosting', count: 2 },
      { tag: 'pub-quiz', count: 2 },
      { tag: 'classroom', count: 1 },
    ]);
  });
});

describe('buildRssFeed', () => {
  const xml = buildRssFeed(library.all(), { publicUrl: 'https://quiz.example.com', name: 'Trivia Platform' });

  it('is RSS 2.0 with one item per post, newest first, with absolute links', () => {
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\s*<rss version="2\.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://quiz.example.com/blog/may-a',
      'https://quiz.example.com/blog/may-b',
      'https://quiz.example.com/blog/march',
      'https://quiz.example.com/blog/january',
    ]);
    expect(xml).toContain('<atom:link href="https://quiz.example.com/blog/rss.xml" rel="self"');
    expect(xml).toContain('<pubDate>Tue, 10 Mar 2026 12:00:00 GMT</pubDate>');
  });

  it('carries each post’s HTML with the site’s own links made absolute', () => {
    expect(xml).toContain('href="https://quiz.example.com/hosting-guide"');
    expect(xml).not.toContain('href="/hosting-guide"');
  });
});
