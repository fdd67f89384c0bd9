import type { BlogPost, BlogPostSummary } from '@trivia/contracts';

export const summaries: BlogPostSummary[] = [
  {
    slug: 'tie-breakers-that-feel-fair',
    title: 'Tie-breakers that feel fair to everyone in the room',
    date: '2026-10-20',
    updated: null,
    author: 'Trivia Platform editorial team',
    tags: ['pub-quiz', 'scoring'],
    summary: 'Two teams level at the top and the room is watching.',
    readingMinutes: 6,
  },
  {
    slug: 'classroom-revision-quiz-games',
    title: 'Classroom revision games for GCSE and A-level',
    date: '2026-03-24',
    updated: '2026-04-02',
    author: 'Trivia Platform editorial team',
    tags: ['classroom'],
    summary: 'Quiz formats that turn retrieval practice into a lesson.',
    readingMinutes: 6,
  },
];

export const post: BlogPost = {
  ...summaries[0]!,
  html: '<p>Decide before you start. See <a href="/hosting-guide">the guide</a> or <a href="https://example.org/x">elsewhere</a>.</p><h2 id="closest-wins">Closest wins</h2><p>Text.</p>',
  previous: { slug: 'choosing-rounds-for-a-pub-quiz', title: 'Choosing the rounds for a pub quiz' },
  next: null,
};
