import type { PlayedQuestion } from './played-game';
import type { ReportAnswerRow, ReportInput } from './report-input';

const START = new Date('2026-11-20T18:00:00Z');

/**
 * A corporate session ended early by the host, for the report's tests: two teams (a third without members),
 * accuracy scoring, one question of every type, one skipped (void), one never reached, a re-marked typed answer
 * and a kicked player whose answers must not count.
 */
export const FIXTURE_QUESTIONS: PlayedQuestion[] = [
  {
    id: 'q-france',
    type: 'multiple_choice',
    prompt: 'What is the capital of France?',
    round: 'Round 1: Places',
    options: ['Lyon', 'Paris', 'Nice', 'Lille'],
    key: { correctIndex: 1, correctOption: 'Paris' },
  },
  {
    id: 'q-mona',
    type: 'text',
    prompt: 'Who painted the Mona Lisa?',
    round: 'Round 1: Places',
    key: { answer: 'Leonardo da Vinci', aliases: ['da Vinci'] },
  },
  {
    id: 'q-order',
    type: 'order',
    prompt: 'Put these in order, oldest first',
    options: ['Moon landing', 'Battle of Hastings', 'Magna Carta'],
    key: { order: [1, 2, 0], items: ['Battle of Hastings', 'Magna Carta', 'Moon landing'] },
  },
  {
    id: 'q-ben',
    type: 'estimate',
    prompt: "How tall is Big Ben's tower?",
    unit: 'metres',
    key: { value: 96, unit: 'metres' },
  },
  { id: 'poll-1', type: 'poll', prompt: 'Enjoying it so far?', options: ['Yes', 'No'], key: { poll: true } },
  {
    id: 'q-void',
    type: 'true_false',
    prompt: '=SUM(1,2) is a spreadsheet formula',
    options: ['True', 'False'],
    key: { correctIndex: 0, correctOption: 'True' },
  },
  {
    id: 'q-late',
    type: 'multiple_choice',
    prompt: 'Which planet is largest?',
    options: ['Mars', 'Jupiter'],
    key: { correctIndex: 1, correctOption: 'Jupiter' },
  },
];

const ann = 'user:00000000-0000-4000-8000-00000000000a';
const bob = 'guest:bob';
const cat = 'guest:cat';
const dan = 'user:00000000-0000-4000-8000-00000000000d';
const eve = 'guest:eve';
export const FIXTURE_PLAYER_IDS = { ann, bob, cat, dan, eve };

/** [player, question, choice as stored, right?] — Ann answers in 1 s, everyone else in 3 s. */
const GIVEN: [string, number, string, boolean][] = [
  [ann, 0, '1', true],
  [bob, 0, '1', true],
  [cat, 0, '0', false],
  [dan, 0, '1', true],
  [eve, 0, '1', true],
  [ann, 1, 'Leonardo', true],
  [cat, 1, 'Leonardo', true],
  [bob, 1, 'Raphael', false],
  [dan, 1, 'Michelangelo', false],
  [ann, 2, '[1,2,0]', true],
  [bob, 2, '[2,1,0]', false],
  [dan, 2, '[1,2,0]', true],
  [ann, 3, '100', false],
  [bob, 3, '95', true],
  [cat, 3, '90', false],
  [dan, 3, '97', true],
  [ann, 4, '0', false],
  [bob, 4, '0', false],
  [cat, 4, '1', false],
  [ann, 5, '0', true],
];

export const fixtureAnswers = (): ReportAnswerRow[] =>
  GIVEN.map(([playerId, questionIndex, choice, correct]) => {
    const elapsedMs = playerId === ann ? 1000 : 3000;
    const scored = correct && FIXTURE_QUESTIONS[questionIndex]!.type !== 'poll';
    return {
      playerId,
      questionIndex,
      choice,
      receivedAt: new Date(START.getTime() + 60_000 * (questionIndex + 1) + elapsedMs),
      elapsedMs,
      correct: scored,
      points: scored ? 1 : 0,
    };
  });

export function reportInputFixture(): ReportInput {
  return {
    session: {
      id: '6f1c2a34-0000-4000-8000-000000000001',
      title: 'Friday team quiz',
      hostName: 'Quinn Host',
      startedAt: START,
      endedAt: new Date(START.getTime() + 10 * 60_000),
    },
    completed: false,
    settings: {
      scoring: 'accuracy',
      teamMode: 'teams',
      teams: [
        { id: 't1', name: 'Sales' },
        { id: 't2', name: 'Support' },
        { id: 't3', name: 'Finance' },
      ],
      questionSeconds: 30,
    },
    played: { questions: FIXTURE_QUESTIONS, skipped: [5], reached: 6 },
    players: [
      { playerId: cat, nickname: 'Cat', isGuest: true, teamId: 't1', score: 1, rank: 4, correctCount: 1 },
      { playerId: bob, nickname: 'Bob', isGuest: true, teamId: 't2', score: 2, rank: 3, correctCount: 2 },
      { playerId: dan, nickname: 'Dan', isGuest: false, teamId: 't2', score: 3, rank: 1, correctCount: 3 },
      { playerId: ann, nickname: 'Ann', isGuest: false, teamId: 't1', score: 3, rank: 1, correctCount: 3 },
    ],
    answers: fixtureAnswers(),
    remarks: [
      {
        questionIndex: 1,
        answer: 'leonardo',
        accepted: true,
        playerIds: [ann, cat],
        byName: 'Quinn Host',
        at: new Date(START.getTime() + 2 * 60_000 + 40_000),
      },
    ],
  };
}
