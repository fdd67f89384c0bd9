import { blogPostingJsonLd, scriptSafeJson } from './blog-json-ld';
import { post } from './blog-test-data';

describe('BlogPosting structured data', () => {
  it('describes the post with its dates, author and address', () => {
    expect(blogPostingJsonLd({ ...post, updated: '2026-10-22' }, 'https://quiz.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      datePublished: '2026-10-20',
      dateModified: '2026-10-22',
      author: { '@type': 'Organization', name: 'Trivia Platform editorial team' },
      publisher: { '@type': 'Organization', name: 'Trivia Platform', url: 'https://quiz.example.com' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `https://quiz.example.com/blog/${post.slug}` },
      url: `https://quiz.example.com/blog/${post.slug}`,
      keywords: 'pub-quiz, scoring',
      inLanguage: 'en-GB',
    });
  });

  it('cannot close its <script> element, whatever a title says', () => {
    const json = scriptSafeJson({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
