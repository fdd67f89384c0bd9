import { z } from 'zod';
import {
  arenaAnswerKeySchema,
  arenaFinalStandingSchema,
  arenaPhaseSchema,
  arenaPlayerSchema,
  arenaQuestionSchema,
  arenaStandingSchema,
  arenaTeamStandingSchema,
} from './arena-views.schemas.js';

/**
 * The payloads of the server → client Arena events, carried in the `arena:event` envelope and registered in
 * ARENA_EVENTS (live/socket-events.ts). Times are server epoch ms.
 */

/**
 * A broadcast reaches everyone in the room and carries `seq`, one more than the room's previous broadcast: a
 * client that sees a gap asks for a snapshot.
 */
const broadcastOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ ...shape, seq: z.number().int().min(1) });

/** Public rooms only: when the game starts by itself, or null once too few players are left. */
export const arenaAutoStartSchema = broadcastOf({ startsAt: z.number().nullable() });

export const arenaCountdownSchema = broadcastOf({ startsAt: z.number(), questionCount: z.number().int() });

export const arenaQuestionOpenSchema = broadcastOf({
  questionIndex: z.number().int().min(0),
  questionCount: z.number().int(),
  question: arenaQuestionSchema,
  deadline: z.number(),
  durationMs: z.number().int(),
});

/** The answer key, how the room answered (per option for choice questions), and when the leaderboard comes. */
export const arenaRevealSchema = broadcastOf({
  questionIndex: z.number().int().min(0),
  question: arenaQuestionSchema,
  key: arenaAnswerKeySchema,
  /** Answers per option (choice and poll questions); for `order`, how many put each item first. Null otherwise. */
  optionCounts: z.array(z.number().int()).nullable(),
  /** An `estimate` question's spread of answers: lowest, median, highest and the closest (winning) answer. */
  estimates: z.object({ min: z.number(), median: z.number(), max: z.number(), closest: z.number() }).nullable(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  playerCount: z.number().int(),
  /** When the leaderboard comes by itself; null when a host-paced room waits for the host's "next". */
  nextAt: z.number().nullable(),
});

export const arenaLeaderboardSchema = broadcastOf({
  questionIndex: z.number().int().min(0),
  questionCount: z.number().int(),
  top: z.array(arenaStandingSchema),
  /** Every team's standing in a `teams` room, empty otherwise. */
  teams: z.array(arenaTeamStandingSchema),
  playerCount: z.number().int(),
  /** When the next question comes by itself; null when a host-paced room waits for the host's "next". */
  nextAt: z.number().nullable(),
});

export const arenaPodiumSchema = broadcastOf({
  top: z.array(arenaFinalStandingSchema),
  teams: z.array(arenaTeamStandingSchema),
  playerCount: z.number().int(),
});

/**
 * Why a game stopped early: the host ended it, or the server lost the room's state (its store, Redis, came back
 * empty) and can no longer run it. Either way the standings so far are final.
 */
export const arenaEndedReasonSchema = z.enum(['host', 'state_lost', 'admin']);

export const arenaEndedSchema = broadcastOf({
  reason: arenaEndedReasonSchema,
  /** Why an admin closed the room, in their words, shown to every player; null for other reasons. */
  message: z.string().nullable(),
  top: z.array(arenaFinalStandingSchema),
  teams: z.array(arenaTeamStandingSchema),
});

/** `host`: the host paused; `host_away`: a host-led room's host dropped, and the game waits for them. */
export const arenaPausedReasonSchema = z.enum(['host', 'host_away']);

export const arenaPausedSchema = broadcastOf({
  phase: arenaPhaseSchema,
  remainingMs: z.number(),
  reason: arenaPausedReasonSchema,
});

/** `deadline` is the open question's new deadline (unchanged outside questions); `nextAt` the next timer. */
export const arenaResumedSchema = broadcastOf({
  phase: arenaPhaseSchema,
  remainingMs: z.number(),
  /** Null when a host-paced room resumes while it waits for the host's "next" (no timer runs then). */
  nextAt: z.number().nullable(),
  deadline: z.number().nullable(),
});

/**
 * To the host only (the presenter's screen): a new player, or (`reconnected`) one who had dropped coming back.
 * Players hear of arrivals through `arena:roster`, coalesced: a room of thousands must not tell every player of
 * every join (filling a room of 5,000 that way sends 12.5 million messages).
 */
export const arenaPlayerJoinedSchema = z.object({
  player: arenaPlayerSchema,
  playerCount: z.number().int(),
  reconnected: z.literal(true).optional(),
});

export const arenaLeftReasonSchema = z.enum(['leave', 'disconnect', 'kicked']);

/**
 * To the host only: in the lobby the seat is freed; mid-game a player who left keeps their score, a kicked one
 * is gone.
 */
export const arenaPlayerLeftSchema = z.object({
  playerId: z.string(),
  reason: arenaLeftReasonSchema,
  playerCount: z.number().int(),
});

/** A roster lists its players only in rooms up to this size; bigger rooms get the counts alone. */
export const ROSTER_LIST_MAX = 50;

/**
 * Who is in the room, to everyone in it, at most once a second and only when it changed (joins, leaves, drops).
 * Not numbered: it is presence, not a step of the game, and the next roster or a snapshot supersedes it.
 * `players` lists everyone in join order while the room has at most ROSTER_LIST_MAX players, else it is null.
 */
export const arenaRosterSchema = z.object({
  playerCount: z.number().int(),
  connectedCount: z.number().int(),
  players: z.array(arenaPlayerSchema).nullable(),
});

/**
 * To a host-led room's host only (the presenter's "12 of 30 answered"): how many have answered the open question,
 * as the room counts them, at most a few times a second. Players never hear it. Not numbered: the next count, the
 * reveal or a snapshot supersedes it.
 */
export const arenaAnsweredSchema = z.object({
  questionIndex: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
});

/** To the answering player only: the answer arrived and when, never whether it was right. */
export const arenaReceiptSchema = z.object({
  questionIndex: z.number().int().min(0),
  receivedAt: z.number(),
  accepted: z.literal(true),
});

/** To each player at the reveal: their own points, total, streak and rank. */
export const arenaResultSchema = z.object({
  questionIndex: z.number().int().min(0),
  answered: z.boolean(),
  receivedAt: z.number().nullable(),
  correct: z.boolean(),
  speedPoints: z.number().int(),
  streakBonus: z.number().int(),
  points: z.number().int(),
  score: z.number().int(),
  streak: z.number().int(),
  rank: z.number().int().nullable(),
});

/** To the removed player, who stops hearing the room: the host removed them, or an admin (with why). */
export const arenaKickedSchema = z.object({ reason: z.enum(['host', 'admin']), message: z.string().nullable() });

/** The host gave the open question more time: its new deadline and full length. */
export const arenaTimeExtendedSchema = broadcastOf({
  questionIndex: z.number().int().min(0),
  deadline: z.number(),
  durationMs: z.number().int(),
});

/** The host skipped a question: it is void (nobody scores, answers are dropped); the next screen follows. */
export const arenaSkippedSchema = broadcastOf({ questionIndex: z.number().int().min(0) });

/** A player's team changed (they picked one, or the host moved them). */
export const arenaTeamChangedSchema = broadcastOf({ playerId: z.string(), teamId: z.string().nullable() });

/**
 * The host accepted (or refused again) a typed answer at `questionIndex`: scores changed for `changed` players,
 * and here are the new standings. Each changed player also gets `arena:score-changed`.
 */
export const arenaScoresAdjustedSchema = broadcastOf({
  questionIndex: z.number().int().min(0),
  answer: z.string(),
  accepted: z.boolean(),
  changed: z.number().int(),
  top: z.array(arenaStandingSchema),
  teams: z.array(arenaTeamStandingSchema),
});

/** To a player whose answer the host re-marked: that question's result now, and their new total and rank. */
export const arenaScoreChangedSchema = z.object({
  questionIndex: z.number().int().min(0),
  correct: z.boolean(),
  points: z.number().int(),
  score: z.number().int(),
  rank: z.number().int().nullable(),
});

/** A host-led room's host came back: the presenter is live again (the game stays paused until they resume). */
export const arenaHostBackSchema = broadcastOf({});
