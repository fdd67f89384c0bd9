/**
 * The whole state of one Arena game. It is plain JSON (no Maps, Sets, Dates, undefined or functions) so the room
 * store can keep it in Redis and any node can carry on from it.
 *
 * The engine changes a state IN PLACE: `apply(state, command, now)` mutates `state` and returns that same object,
 * so a command costs the same in a room of 10 or 10,000 players. Hold one live state per room and change it only
 * through `apply`. To keep a "before" (a test, a rollback), copy it first: `structuredClone(state)` or
 * `deserialize(serialize(state))`. A refused command changes nothing.
 *
 * Derived lookups (players by id, nickname keys, the connected count, the current answers by player, cached
 * standings) live beside the state, not in it: see room-index.ts. A copy or a deserialised state has no index
 * yet; it is built from the JSON on first use, then kept up to date by every mutation.
 */
import {
  arenaDifficultySchema,
  arenaQuestionTypeSchema,
  type ArenaDifficulty,
  type ArenaPhase,
  type ArenaQuestionType,
  type ArenaSettings,
} from '@trivia/contracts';

// What players see of a game (phases, settings, question types) is defined once, in the contracts.
export type QuestionType = ArenaQuestionType;
export type Difficulty = ArenaDifficulty;
export type Phase = ArenaPhase;
/** `autoStartMs` set makes a public room: no host, it starts by itself (see the contracts schema). */
export type Settings = ArenaSettings;

export const QUESTION_TYPES: readonly QuestionType[] = arenaQuestionTypeSchema.options;

export const DIFFICULTIES: readonly Difficulty[] = arenaDifficultySchema.options;

/** A question as the server chose it, answer key included. It never leaves the server in this form. */
export type Question = {
  id: string;
  type: QuestionType;
  prompt: string;
  options?: string[];
  correctIndex?: number;
  answer?: string;
  aliases?: string[];
  knownAnswers?: string[];
  /** The answer is a person: typed answers are marked as names (titles ignored, middle names optional). */
  person?: boolean;
};

export type Player = {
  id: string;
  nickname: string;
  isGuest: boolean;
  connected: boolean;
  score: number;
  /** Consecutive correct answers up to the last revealed question. */
  streak: number;
  correctCount: number;
};

/** One counted answer. Points stay 0 until the question is revealed, so nothing leaks through scores. */
export type AnswerRecord = {
  playerId: string;
  questionIndex: number;
  choice: number | string;
  receivedAt: number;
  elapsedMs: number;
  correct: boolean;
  speedPoints: number;
  streakBonus: number;
  points: number;
};

export type GameState = {
  version: 2;
  hostId: string;
  /** Kept for future draws (tie-breaks, bots); the rules as written need no randomness. */
  seed: number;
  createdAt: number;
  settings: Settings;
  questions: Question[];
  phase: Phase;
  paused: boolean;
  /** Time left on the pending timer when the game was paused; null while running. */
  pausedRemainingMs: number | null;
  /** Index of the current (or last) question, -1 before the first. */
  questionIndex: number;
  /** The current question's answer deadline; null outside questions. */
  deadline: number | null;
  /** When the one pending tick is due; null when no timer is pending. */
  nextTickAt: number | null;
  /** The sequence number of the last broadcast. */
  seq: number;
  players: Player[];
  kicked: string[];
  /**
   * The open (or last revealed) question's counted answers, at most one per player, in arrival order. Emptied
   * when the next question opens: scores, streaks and correct counts are folded into `players` at each reveal.
   */
  answers: AnswerRecord[];
  /**
   * Revealed, scored answers the backend has not yet confirmed stored (command `answersStored`), oldest first.
   * Each reveal adds its question's answers here and emits them in a `storeAnswers` effect.
   */
  unstored: AnswerRecord[];
  endedAt: number | null;
};

export const BASE_POINTS = 1000;
export const STREAK_STEP = 100;
export const STREAK_CAP = 500;

export const isFinished = (state: GameState): boolean => state.phase === 'podium' || state.phase === 'ended';

export const currentQuestion = (state: GameState): Question | undefined => state.questions[state.questionIndex];

export const questionDurationMs = (state: GameState): number => state.settings.questionSeconds * 1000;
