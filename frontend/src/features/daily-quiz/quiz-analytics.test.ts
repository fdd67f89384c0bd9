import type { AttemptState, User } from '@trivia/contracts';
import { isFreshStart, quizEventParams } from './quiz-analytics';

const attempt: AttemptState = {
  attemptId: 'a1',
  kind: 'mc',
  date: '2026-10-30',
  ranked: true,
  unrankedReason: null,
  questionCount: 20,
  question: { index: 0, prompt: 'Q', category: 'geo', categoryName: 'Geography', difficulty: 'easy' },
  answered: [],
  result: null,
};
const finished: AttemptState = {
  ...attempt,
  question: null,
  result: { score: 15, total: 20, elapsedMs: 184_600, rank: 3, players: 10, shareText: '' },
};
const user = { role: 'SUBSCRIBER', isPremium: false } as User;

describe('quizEventParams', () => {
  it('carries the fields of spec section 3 for a visitor starting in Halloween week', () => {
    expect(quizEventParams(attempt, null, new Date('2026-10-30T12:00:00Z'))).toEqual({
      quiz_id: 'mc-2026-10-30',
      quiz_type: 'mc',
      difficulty: 'mixed',
      seasonal_theme: 'halloween',
      subscription_tier: 'visitor',
      ranked: true,
    });
  });

  it('adds the duration in seconds on completion and the plan of a logged-in player', () => {
    const params = quizEventParams(finished, user, new Date('2026-06-01T12:00:00Z'));
    expect(params).toMatchObject({ duration: 185, seasonal_theme: 'none', subscription_tier: 'Standard' });
  });
});

describe('isFreshStart', () => {
  it('tells a new attempt from a resumed or finished one', () => {
    expect(isFreshStart(attempt)).toBe(true);
    expect(isFreshStart(finished)).toBe(false);
    const reveal = { index: 0, prompt: 'Q', given: 'Paris', correct: true, correctAnswer: 'Paris', explanation: null };
    const resumed = { ...attempt, answered: [reveal] };
    expect(isFreshStart(resumed)).toBe(false);
  });
});
