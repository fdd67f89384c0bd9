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
  type ArenaChoice,
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

/**
 * An answer: an option index (choice, true/false, poll), a typed text, the option indices in the player's order
 * (`order`), or a number (`estimate`, in an object so it is never taken for an option index).
 */
export type Choice = ArenaChoice;

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
  /** `order`: the option indices in the right order (a permutation of the options). */
  correctOrder?: number[];
  /** `estimate`: the true value; the answers closest to it are right. */
  value?: number;
  /** `estimate`: the unit shown beside the number ("metres"). */
  unit?: string;
  /** The round of a host-led session the question belongs to. */
  round?: string;
  /** A picture question's image, same-origin. */
  imageUrl?: string;
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
  /** The player's team in a `teams` room (one of `settings.teams`), null otherwise or before they pick one. */
  teamId: string | null;
};

/** One counted answer. Points stay 0 until the question is revealed, so nothing leaks through scores. */
export type AnswerRecord = {
  playerId: string;
  questionIndex: number;
  choice: Choice;
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
  /**
   * Time left on the pending timer when the game was paused; null while running, and while paused with no timer
   * pending (a host-paced room waiting for the host's "next").
   */
  pausedRemainingMs: number | null;
  /** Index of the current (or last) question, -1 before the first. */
  questionIndex: number;
  /** The current question's answer deadline; null outside questions. */
  deadline: number | null;
  /**
   * The open (or last) question's full length: its `questionSeconds`, plus what the host added (`extend`). The
   * time answers are measured and speed-scored by, so an extension does not over-score late answers.
   */
  durationMs: number;
  /**
   * Every opened question's full length by index, extensions included: what re-marking an earlier question's
   * answer scores its speed by (see `remarkChanges`).
   */
  questionLengths: number[];
  /** When the one pending tick is due; null when no timer is pending. */
  nextTickAt: number | null;
  /** The sequence number of the last broadcast. */
  seq: number;
  players: Player[];
  kicked: string[];
  /**
   * How many times a player who had dropped came back (`reconnect`, or joining again): what the admin monitor
   * shows, kept with the room so it survives the room moving to another node.
   */
  reconnects: number;
  /** Whether a host-led room's host has a socket connected; always true in other rooms. */
  hostConnected: boolean;
  /** The questions the host skipped: void, nobody scored them. */
  skipped: number[];
  /**
   * Streaks the last reveal broke (players whose streak went back to 0), as [playerId, streak before]: what a skip
   * of that revealed question gives back. Emptied when the next question opens.
   */
  brokenStreaks: [string, number][];
  /**
   * The ids of the latest re-markings applied (`adjustScores` with an `overrideId`), oldest first, at most
   * `APPLIED_OVERRIDES_MAX`: one delivered again (a retry, or re-sent by the node that adopted the room) changes
   * nothing.
   */
  appliedOverrides: string[];
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
/** Re-sent re-markings are the last few unconfirmed ones, so remembering this many ids is plenty. */
export const APPLIED_OVERRIDES_MAX = 100;
export const STREAK_STEP = 100;
export const STREAK_CAP = 500;

export const isFinished = (state: GameState): boolean => state.phase === 'podium' || state.phase === 'ended';

export const currentQuestion = (state: GameState): Question | undefined => state.questions[state.questionIndex];

/** A question's length as the settings give it, before any extension. */
export const questionDurationMs = (state: GameState): number => state.settings.questionSeconds * 1000;

/** A host-led room's host runs it from the presenter view and does not play. */
export const isHostLed = (state: GameState): boolean => state.settings.hostLed === true;
