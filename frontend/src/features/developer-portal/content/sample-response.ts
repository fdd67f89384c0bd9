import type { V1QuestionsResponse } from '@trivia/contracts';

/**
 * What `GET /v1/questions?amount=1&categories=world-geography&types=multiple` answers, with a real question of
 * our bank (its id, options, source and date as the bank holds them). A test checks it against the contract.
 */
export const SAMPLE_REQUEST_PATH = '/v1/questions?amount=1&categories=world-geography&types=multiple';

export const SAMPLE_RESPONSE: V1QuestionsResponse = {
  questions: [
    {
      id: '1cl5h4ehq1g',
      type: 'multiple',
      category: { id: 'world-geography', name: 'World Geography' },
      difficulty: 'easy',
      question: 'Which city is the capital of Australia?',
      correctAnswer: 'Canberra',
      incorrectAnswers: ['Wellington', 'Suva', 'Port Moresby'],
      acceptedAnswers: [],
      source: {
        name: 'countries-list 3.4.1 (Annexare Studio)',
        url: 'https://github.com/annexare/Countries',
        licence: 'MIT',
      },
      trueAsOf: '2026-11-21',
    },
  ],
  seed: null,
  remaining: null,
};
