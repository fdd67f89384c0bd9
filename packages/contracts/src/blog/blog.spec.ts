import { blogListQuerySchema, blogSlugSchema, blogTagLabel } from './blog.schemas.js';

describe('blog schemas', () => {
  it('reads an empty or missing tag as every post, and refuses a tag that is not lower-case words', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ tag: undefined });
    expect(blogListQuerySchema.parse({ tag: '' })).toEqual({ tag: undefined });
    expect(blogListQuerySchema.parse({ tag: 'pub-quiz' })).toEqual({ tag: 'pub-quiz' });
    expect(blogListQuerySchema.safeParse({ tag: '<script>' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ tag: 'Pub Quiz' }).success).toBe(false);
    expect(blogListQuerySchema.safeParse({ tag: 'pub', page: '2' }).success).toBe(false);
  });

  it('takes slugs as file names are written and refuses paths or capitals', () => {
    expect(blogSlugSchema.safeParse('how-to-run-a-pub-quiz-night').success).toBe(true);
    for (const bad of ['../secrets', 'Hello', 'a--b', '-a', 'a'.repeat(121), '']) {
      expect(blogSlugSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('shows a tag as words with a capital first letter', () => {
    expect(blogTagLabel('pub-quiz')).toBe('Pub quiz');
    expect(blogTagLabel('revision')).toBe('Revision');
  });
});
