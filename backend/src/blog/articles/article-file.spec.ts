import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ArticleFileError,
  guideFrontMatterSchema,
  parseArticleFile,
  postFrontMatterSchema,
  readingMinutes,
} from './article-file';
import { matchPage } from '@trivia/contracts';
import { BLOG_DIR, GUIDES_DIR } from './content-files';

const post = (frontMatter: string, body = 'Some text for the post.') => `---\n${frontMatter}\n---\n\n${body}\n`;
const GOOD = [
  'title: How to run a quiz',
  'date: 2026-03-01',
  'author: Trivia Platform editorial team',
  'tags: [pub-quiz, hosting]',
  'summary: "A short summary: with a colon."',
].join('\n');

const parsePost = (name: string, source: string) => parseArticleFile(name, source, postFrontMatterSchema);
const problemOf = (name: string, source: string) => {
  try {
    parsePost(name, source);
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('a post file', () => {
  it('reads a good file: the slug from its name, dates as calendar days, the body rendered', () => {
    const file = parsePost('how-to-run-a-quiz.md', post(`${GOOD}\nupdated: '2026-03-04'`, '## Start\n\nWords here.'));
    expect(file.slug).toBe('how-to-run-a-quiz');
    expect(file.meta).toEqual({
      title: 'How to run a quiz',
      date: '2026-03-01',
      updated: '2026-03-04',
      author: 'Trivia Platform editorial team',
      tags: ['pub-quiz', 'hosting'],
      summary: 'A short summary: with a colon.',
    });
    expect(file.body.html).toContain('<h2 id="start">Start</h2>');
    expect(file.readingMinutes).toBe(1);
  });

  it.each([
    ['no title', GOOD.replace(/^title:.*$/m, ''), 'title: title is required'],
    ['a day not on the calendar', GOOD.replace('2026-03-01', '2026-02-30'), 'date: date is not a day of the calendar'],
    ['a date in words', GOOD.replace('2026-03-01', '"1 March 2026"'), 'date: date must be a date like 2026-01-20'],
    ['a tag with capitals', GOOD.replace('pub-quiz', 'Pub Quiz'), 'tags.0'],
    ['no tags', GOOD.replace('[pub-quiz, hosting]', '[]'), 'tags needs at least one tag'],
    ['a key nobody reads', `${GOOD}\ndraft: true`, 'draft'],
    ['markup in the title', GOOD.replace('How to run a quiz', '"<b>Quiz</b>"'), 'title must be plain text'],
    ['an update before the post', `${GOOD}\nupdated: 2026-02-01`, 'updated cannot be before date'],
    ['YAML that does not parse', `${GOOD}\ntags: [unclosed`, 'not valid YAML'],
  ])('refuses front matter with %s, naming the file and the field', (_case, frontMatter, message) => {
    const problem = problemOf('a-post.md', post(frontMatter));
    expect(problem).toMatch(/^a-post\.md: /);
    expect(problem).toContain(message);
  });

  it('refuses a file name that is not a slug, and a post with no text', () => {
    expect(problemOf('My Post.md', post(GOOD))).toContain('file name must be a slug');
    expect(problemOf('empty-post.md', post(GOOD, '   '))).toContain('has no text');
  });
});

describe('reading time', () => {
  it('is the words over 200, rounded up, and never less than a minute', () => {
    expect([0, 1, 200, 201, 400, 401, 1000].map(readingMinutes)).toEqual([1, 1, 1, 2, 2, 3, 5]);
  });
});

/** Paths of the app the articles may link to (the router's built pages). */
/** A static page of the app: one the spec's page table (the router's twin) lists without a `:parameter`. */
const isSitePage = (path: string) => {
  const page = matchPage(path);
  return page !== null && !page.meta.path.includes(':');
};

describe('the published articles', () => {
  const postFiles = readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md'));
  const posts = postFiles.map((name) => parsePost(name, readFileSync(join(BLOG_DIR, name), 'utf8')));
  const slugs = new Set(posts.map((p) => p.slug));
  const guides = readdirSync(GUIDES_DIR).map((name) =>
    parseArticleFile(name, readFileSync(join(GUIDES_DIR, name), 'utf8'), guideFrontMatterSchema),
  );

  it('has at least 8 posts, every one with valid front matter, dated in 2026 and 600 to 1,200 words long', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const { slug, meta, body } of posts) {
      expect({ slug, year: meta.date.slice(0, 4) }).toEqual({ slug, year: '2026' });
      expect({ slug, long: body.words >= 600 && body.words <= 1200 }).toEqual({ slug, long: true });
    }
    expect(new Set(posts.map((p) => p.meta.title)).size).toBe(posts.length);
  });

  it('has the hosting guide, with a section for each part of the night', () => {
    const guide = guides.find((g) => g.slug === 'hosting-guide');
    expect(guide?.body.headings.filter((h) => h.depth === 2).map((h) => h.text)).toEqual([
      'Planning',
      'Venue and kit',
      'Rounds and timing',
      "The pack's four files",
      'Running live with host-led sessions',
      'Scoring and tie-breaks',
      'After the quiz',
    ]);
  });

  it('links only to pages that exist: the app’s routes, other posts and headings of the same page', () => {
    for (const article of [...posts, ...guides]) {
      const ids = new Set(article.body.headings.map((h) => h.id));
      for (const [, href] of article.body.html.matchAll(/href="([^"]+)"/g)) {
        const target = href as string;
        if (target.startsWith('#')) expect({ target, ok: ids.has(target.slice(1)) }).toEqual({ target, ok: true });
        else if (target.startsWith('/blog/'))
          expect({ target, ok: slugs.has(target.slice('/blog/'.length)) }).toEqual({ target, ok: true });
        else expect({ target, ok: isSitePage(target) }).toEqual({ target, ok: true });
      }
    }
  });
});
