import type { ArenaQuestion, ArenaSnapshot } from '@trivia/contracts';

/** A host-led `teams` session's snapshot in the lobby, as player p1 (Ann, team Red) sees it; `over` changes any part. */
export const hostedSnapshot = (over: Partial<ArenaSnapshot> = {}): ArenaSnapshot => ({
  seq: 2,
  phase: 'lobby',
  paused: false,
  pausedRemainingMs: null,
  hostId: 'user:host',
  settings: {
    questionCount: 5,
    questionSeconds: 30,
    categories: [],
    difficulty: 'mixed',
    questionTypes: ['multiple_choice', 'text', 'order', 'estimate', 'poll'],
    maxPlayers: 50,
    countdownMs: 3000,
    revealMs: 5000,
    leaderboardMs: 5000,
    autoStartMs: null,
    hostLed: true,
    scoring: 'accuracy',
    teamMode: 'teams',
    teams: [
      { id: 't1', name: 'Red' },
      { id: 't2', name: 'Blue' },
    ],
    pace: 'host',
  },
  questionIndex: -1,
  questionCount: 5,
  question: null,
  key: null,
  deadline: null,
  nextTickAt: null,
  playerCount: 2,
  players: [
    { id: 'p1', nickname: 'Ann', isGuest: true, connected: true, score: 0, teamId: 't1' },
    { id: 'p2', nickname: 'Bob', isGuest: true, connected: true, score: 0, teamId: null },
  ],
  standings: [],
  teams: [
    { teamId: 't1', name: 'Red', score: 0, rank: 1, memberCount: 1 },
    { teamId: 't2', name: 'Blue', score: 0, rank: 2, memberCount: 0 },
  ],
  answeredCount: 0,
  hostConnected: true,
  answerGroups: null,
  you: {
    playerId: 'p1',
    nickname: 'Ann',
    connected: true,
    score: 0,
    streak: 0,
    rank: 1,
    answered: false,
    receivedAt: null,
    result: null,
    teamId: 't1',
    isHost: false,
  },
  ...over,
});

/** The presenter's snapshot of the same room: the host has no line of their own as a player. */
export const presenterSnapshot = (over: Partial<ArenaSnapshot> = {}): ArenaSnapshot =>
  hostedSnapshot({
    you: {
      playerId: 'user:host',
      nickname: 'Quiz master',
      connected: true,
      score: 0,
      streak: 0,
      rank: null,
      answered: false,
      receivedAt: null,
      result: null,
      teamId: null,
      isHost: true,
    },
    ...over,
  });

export const typedQuestion: ArenaQuestion = { id: 'q-text', type: 'text', prompt: 'Capital of France?' };
export const estimateQuestion: ArenaQuestion = {
  id: 'q-est',
  type: 'estimate',
  prompt: 'How tall is the Eiffel Tower?',
  unit: 'metres',
};
export const orderQuestion: ArenaQuestion = {
  id: 'q-order',
  type: 'order',
  prompt: 'Oldest first',
  options: ['Rome', 'Paris', 'Babylon'],
};
