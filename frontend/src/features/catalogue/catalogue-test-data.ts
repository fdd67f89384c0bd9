import type { CatalogueResult, EntitlementsView, QuizDetail, QuizSummary, User } from '@trivia/contracts';

/** Data for the catalogue's page tests, shaped by the contracts. */
export const quizSummary = (overrides: Partial<QuizSummary> = {}): QuizSummary => ({
  id: 'q1',
  slug: 'geography-30-2026-11-24',
  title: 'Geography — 24 November 2026',
  archetype: 'geography',
  difficulty: 'medium',
  length: 30,
  roundCount: 3,
  categories: ['world-geography', 'uk-geography'],
  audience: 'pub',
  season: null,
  publishedAt: '2026-11-24T06:00:00.000Z',
  downloads: 1234,
  ...overrides,
});

export const catalogueResult = (overrides: Partial<CatalogueResult> = {}): CatalogueResult => ({
  items: [quizSummary()],
  total: 1,
  page: 1,
  pageSize: 24,
  facets: {
    archetype: [
      { value: 'geography', count: 12 },
      { value: 'music', count: 7 },
    ],
    category: [{ value: 'world-geography', count: 12 }],
    difficulty: [
      { value: 'easy', count: 5 },
      { value: 'medium', count: 14 },
    ],
    length: [{ value: '30', count: 19 }],
    audience: [{ value: 'pub', count: 19 }],
    season: [{ value: 'christmas', count: 2 }],
  },
  ...overrides,
});

export const quizDetail = (overrides: Partial<QuizDetail> = {}): QuizDetail => {
  const summary = quizSummary();
  const files = (
    [
      ['host-sheet', 'Host sheet (PDF)'],
      ['answers', 'Answers only (PDF)'],
      ['answer-sheet', 'Team answer sheet (PDF)'],
      ['csv', 'Questions (CSV)'],
    ] as const
  ).map(([type, label]) => ({ type, label, url: `/api/quizzes/${summary.slug}/files/${type}` }));
  return {
    ...summary,
    description: 'UK and world geography, with a picture round of flags.',
    rounds: [
      {
        title: 'Around the UK',
        questionCount: 10,
        categories: ['uk-geography'],
        preview: [
          { number: 1, prompt: 'Which river flows through Cardiff?', answer: 'Taff', options: null, imageUrl: null },
          {
            number: 2,
            prompt: 'Which country does this flag belong to?',
            answer: 'France',
            options: null,
            imageUrl: '/api/catalogue/flags/fr.svg',
          },
        ],
      },
      { title: 'Flags of the world', questionCount: 10, categories: ['world-geography'], preview: null },
      { title: 'Capitals', questionCount: 10, categories: ['world-geography'], preview: null },
    ],
    files,
    saved: false,
    ...overrides,
  };
};

export const member: User = {
  id: 'u1',
  email: 'subscriber@example.com',
  fullName: 'Sam Subscriber',
  businessName: null,
  role: 'SUBSCRIBER',
  isPremium: false,
  planId: 'pub-standard',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const usage = (limit: number, used: number) => ({
  limit,
  used,
  left: limit - used,
  resetsAt: '2026-12-01T00:00:00.000Z',
});

export const entitlements = (planId: 'free' | 'pub-standard', used = 0): EntitlementsView => ({
  planId,
  planName: planId === 'free' ? 'Free' : 'Pub Standard',
  label: planId === 'free' ? 'Free Account' : 'Standard',
  premium: false,
  status: planId === 'free' ? null : 'active',
  paymentOverdue: false,
  features: planId === 'free' ? [] : ['pack_downloads', 'ad_free'],
  quotas: { packDownloads: usage(planId === 'free' ? 0 : 8, used), customQuizzes: usage(0, 0) },
  arenaRoomPlayers: planId === 'free' ? 10 : 100,
});
