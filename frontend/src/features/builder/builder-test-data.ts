import type {
  BuilderContent,
  BuilderDraft,
  BuilderHome,
  BuilderQuestion,
  EntitlementsView,
  User,
} from '@trivia/contracts';

/** A bank question for tests; `id` names it, the rest is plausible and valid. */
export function bankQuestion(id: string, overrides: Partial<BuilderQuestion> = {}): BuilderQuestion {
  return {
    id,
    origin: 'bank',
    type: 'text',
    category: 'science',
    difficulty: 'easy',
    prompt: `Which element has the chemical symbol ${id.toUpperCase()}?`,
    answer: `Element ${id}`,
    aliases: [],
    options: null,
    source: null,
    asOf: null,
    media: null,
    ...overrides,
  };
}

/** Two rounds: a, b, c in the first; d, e in the second. */
export function sampleContent(): BuilderContent {
  return {
    title: 'Friday Night Quiz',
    rounds: [
      { title: 'Round 1', questions: [bankQuestion('a'), bankQuestion('b'), bankQuestion('c')] },
      { title: 'Round 2', questions: [bankQuestion('d'), bankQuestion('e')] },
    ],
  };
}

export const ids = (content: BuilderContent): string[][] =>
  content.rounds.map((round) => round.questions.map((question) => question.id));

export function sampleDraft(overrides: Partial<BuilderDraft> = {}): BuilderDraft {
  return {
    id: 'draft-1',
    version: 3,
    ...sampleContent(),
    settings: {
      archetype: 'general-knowledge',
      length: 30,
      categories: [],
      curve: 'rising',
      audience: 'pub',
      avoidRecent: 0,
    },
    quizSlug: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const QUOTA = { used: 1, limit: 10, left: 9, resetsAt: '2026-12-01T00:00:00.000Z' };

export function sampleHome(overrides: Partial<BuilderHome> = {}): BuilderHome {
  return {
    drafts: [
      {
        id: 'draft-1',
        title: 'Friday Night Quiz',
        archetype: 'general-knowledge',
        questionCount: 5,
        target: 30,
        quizSlug: null,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    quizzes: [
      { slug: 'my-quiz-abc', title: 'Quiz for the Crown', questionCount: 30, savedAt: '2026-11-19T10:00:00.000Z' },
    ],
    quota: QUOTA,
    ...overrides,
  };
}

export const premiumMember: User = {
  id: 'u2',
  email: 'premium@example.com',
  fullName: 'Pat Premium',
  businessName: null,
  role: 'SUBSCRIBER',
  isPremium: true,
  planId: 'pub-premium',
  emailVerified: true,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

export const premiumEntitlements: EntitlementsView = {
  planId: 'pub-premium',
  planName: 'Pub Premium',
  label: 'Premium Access',
  premium: true,
  status: 'active',
  paymentOverdue: false,
  features: ['pack_downloads', 'custom_builder', 'ad_free', 'priority_support'],
  quotas: {
    packDownloads: { limit: 30, used: 0, left: 30, resetsAt: '2026-12-01T00:00:00.000Z' },
    customQuizzes: { limit: 15, used: 1, left: 14, resetsAt: '2026-12-01T00:00:00.000Z' },
  },
  arenaRoomPlayers: 300,
};
