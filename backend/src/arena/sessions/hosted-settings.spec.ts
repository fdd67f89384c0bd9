import type { Question } from '@trivia/arena-engine';
import { createHostedSessionRequestSchema } from '@trivia/contracts';
import { hostedSettings } from './hosted-settings';

const questions: Question[] = [
  { id: 'poll-1', type: 'poll', prompt: 'Ready?', options: ['Yes', 'No'] },
  { id: 'q1', type: 'text', prompt: 'Capital of France?', answer: 'Paris' },
];

describe('a host-led room’s settings', () => {
  it('defaults to what corporate sessions and pub quizzes want: accuracy, host-paced, no teams, the host not playing', () => {
    const request = createHostedSessionRequestSchema.parse({ source: { kind: 'catalogue', slug: 'a-quiz' } });
    expect(hostedSettings(request, questions, 40)).toMatchObject({
      questionCount: 2,
      questionSeconds: 30,
      categories: [],
      difficulty: 'mixed',
      questionTypes: ['poll', 'text'],
      maxPlayers: 40,
      autoStartMs: null,
      hostLed: true,
      scoring: 'accuracy',
      teamMode: 'off',
      teams: [],
      pace: 'host',
    });
  });

  it('names teams t1..tN in the order the host listed them, and keeps a quick selection’s draw', () => {
    const request = createHostedSessionRequestSchema.parse({
      source: { kind: 'quick', questionCount: 10, categories: ['history'], difficulty: 'easy' },
      teamMode: 'teams',
      teams: ['Sales', 'Finance', 'Legal'],
      scoring: 'speed',
      pace: 'auto',
    });
    expect(hostedSettings(request, questions, 100)).toMatchObject({
      categories: ['history'],
      difficulty: 'easy',
      scoring: 'speed',
      pace: 'auto',
      teams: [
        { id: 't1', name: 'Sales' },
        { id: 't2', name: 'Finance' },
        { id: 't3', name: 'Legal' },
      ],
    });
  });
});
