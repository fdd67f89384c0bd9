import { PUBLIC_ROOM } from '@trivia/contracts';

/**
 * What the Arena client knows about a room. The shapes mirror the engine's views (packages/arena-engine
 * views.ts and snapshot.ts); the frontend does not depend on the engine, so they are restated here.
 */
/** The host id of public rooms: nobody hosts them, and they start by themselves. */
export const PUBLIC_HOST_ID = PUBLIC_ROOM.hostId;

export type ArenaPhase = 'lobby' | 'countdown' | 'question' | 'reveal' | 'leaderboard' | 'podium' | 'ended';

export type ArenaQuestionType = 'multiple_choice' | 'true_false' | 'text';

export interface ArenaQuestion {
  id: string;
  type: ArenaQuestionType;
  prompt: string;
  options?: string[];
}

export type ArenaAnswerKey = { correctIndex: number; correctOption: string } | { answer: string; aliases: string[] };

export interface ArenaPlayer {
  id: string;
  nickname: string;
  isGuest: boolean;
  connected: boolean;
  score: number;
}

export interface ArenaStanding {
  playerId: string;
  nickname: string;
  score: number;
  rank: number;
  correctCount: number;
}

/** This player's result for the revealed question: points = speed points + streak bonus. */
export interface ArenaResult {
  correct: boolean;
  answered: boolean;
  points: number;
  speedPoints: number;
  streakBonus: number;
}

export interface ArenaYou {
  playerId: string;
  nickname: string;
  score: number;
  streak: number;
  rank: number | null;
  answered: boolean;
  receivedAt: number | null;
  result: ArenaResult | null;
}

export interface ArenaSettingsView {
  questionCount: number;
  questionSeconds: number;
  countdownMs: number;
  revealMs: number;
  leaderboardMs: number;
}

/** The server's full view (`arena:sync` ack data, join ack `snapshot`, personal `arena:snapshot`). */
export interface ArenaSnapshot {
  seq: number;
  phase: ArenaPhase;
  paused: boolean;
  pausedRemainingMs: number | null;
  hostId: string;
  settings: ArenaSettingsView;
  questionIndex: number;
  questionCount: number;
  question: ArenaQuestion | null;
  key: ArenaAnswerKey | null;
  deadline: number | null;
  nextTickAt: number | null;
  /** How many players the room has; `players` lists at most the first 100 of a large room. */
  playerCount?: number;
  players: ArenaPlayer[];
  standings: ArenaStanding[];
  you: (Omit<ArenaYou, 'result'> & { result: Omit<ArenaResult, 'answered'> | null }) | null;
}

/** The view model every Arena screen draws from. */
export interface ArenaView {
  seq: number;
  phase: ArenaPhase;
  paused: boolean;
  pausedRemainingMs: number | null;
  hostId: string;
  questionIndex: number;
  questionCount: number;
  question: ArenaQuestion | null;
  key: ArenaAnswerKey | null;
  /** How many players chose each option, known from the reveal on. */
  optionCounts: number[] | null;
  answeredCount: number | null;
  correctCount: number | null;
  /** The open question's deadline (server clock, epoch ms). */
  deadline: number | null;
  durationMs: number;
  /** When the server moves on next (a public room's start, countdown end, reveal and leaderboard end). */
  nextTickAt: number | null;
  /** The room's true size (the list below may hold only some of a large room). */
  playerCount: number;
  players: ArenaPlayer[];
  standings: ArenaStanding[];
  you: ArenaYou | null;
  /** The option (or text) this client sent for the open question, for highlighting. */
  myChoice: number | string | null;
}
