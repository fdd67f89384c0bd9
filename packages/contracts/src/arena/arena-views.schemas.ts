import { z } from 'zod';

/**
 * What the Arena engine shows of a room: the pieces its events and snapshots are made of. The engine's own
 * types are inferred from these, so what it emits and what clients parse are one definition.
 */

/** Every type the engine can run; the bank serves a subset today (ARENA_QUESTION_TYPES). */
export const arenaQuestionTypeSchema = z.enum(['multiple_choice', 'true_false', 'text']);
export type ArenaQuestionType = z.infer<typeof arenaQuestionTypeSchema>;

export const arenaDifficultySchema = z.enum(['easy', 'medium', 'hard', 'mixed']);
export type ArenaDifficulty = z.infer<typeof arenaDifficultySchema>;

/** The lobby, a question's life (question, reveal, leaderboard), and the two ways a game finishes. */
export const arenaPhaseSchema = z.enum(['lobby', 'countdown', 'question', 'reveal', 'leaderboard', 'podium', 'ended']);
export type ArenaPhase = z.infer<typeof arenaPhaseSchema>;

/** A room's settings as the engine runs them (times in ms); the host's request is createArenaRoomRequestSchema. */
export const arenaSettingsSchema = z.object({
  questionCount: z.number().int(),
  questionSeconds: z.number().int(),
  categories: z.array(z.string()),
  difficulty: arenaDifficultySchema,
  questionTypes: z.array(arenaQuestionTypeSchema),
  maxPlayers: z.number().int(),
  countdownMs: z.number().int(),
  revealMs: z.number().int(),
  leaderboardMs: z.number().int(),
  /**
   * Public rooms have no host: the game starts by itself this long after the second player arrives, or at once
   * when the room fills. Null for hosted rooms, which start when the host says so.
   */
  autoStartMs: z.number().int().nullable(),
});
export type ArenaSettings = z.infer<typeof arenaSettingsSchema>;

/** A question while it is open: never the answer key. Choice questions carry their options. */
export const arenaQuestionSchema = z.object({
  id: z.string(),
  type: arenaQuestionTypeSchema,
  prompt: z.string(),
  options: z.array(z.string()).optional(),
});
export type ArenaQuestion = z.infer<typeof arenaQuestionSchema>;

/** Sent only once the question is revealed: the right option, or the typed answer and its accepted aliases. */
export const arenaAnswerKeySchema = z.union([
  z.object({ correctIndex: z.number().int(), correctOption: z.string() }),
  z.object({ answer: z.string(), aliases: z.array(z.string()) }),
]);
export type ArenaAnswerKey = z.infer<typeof arenaAnswerKeySchema>;

export const arenaPlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  isGuest: z.boolean(),
  connected: z.boolean(),
  score: z.number().int(),
});
export type ArenaPlayer = z.infer<typeof arenaPlayerSchema>;

/** Highest score first; equal scores share a rank (1, 1, 3). */
export const arenaStandingSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
  correctCount: z.number().int(),
});
export type ArenaStanding = z.infer<typeof arenaStandingSchema>;

/** The standings a finished game ends with (podium, or ended by the host): guests are marked, having no rating. */
export const arenaFinalStandingSchema = arenaStandingSchema.extend({ isGuest: z.boolean() });
export type ArenaFinalStanding = z.infer<typeof arenaFinalStandingSchema>;

/** One player's result for the revealed question: points = speed points + streak bonus. */
export const arenaScoreSchema = z.object({
  correct: z.boolean(),
  points: z.number().int(),
  speedPoints: z.number().int(),
  streakBonus: z.number().int(),
});
export type ArenaScore = z.infer<typeof arenaScoreSchema>;

/** The asker's own place in the room, in their snapshot. */
export const arenaOwnStatusSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  connected: z.boolean(),
  score: z.number().int(),
  streak: z.number().int(),
  rank: z.number().int().nullable(),
  answered: z.boolean(),
  receivedAt: z.number().nullable(),
  /** The current question's result, present only once it has been revealed. */
  result: arenaScoreSchema.nullable(),
});
export type ArenaOwnStatus = z.infer<typeof arenaOwnStatusSchema>;

/**
 * Everything a client needs to redraw its screen after a gap in `seq` or a reconnect. `players` lists everyone
 * in a room of at most 50 (ROSTER_LIST_MAX) and nobody in a bigger one, `standings` the top 10; `playerCount` is
 * the true size and `you` the asker's own line. The key appears only once revealed.
 */
export const arenaSnapshotSchema = z.object({
  seq: z.number().int(),
  phase: arenaPhaseSchema,
  paused: z.boolean(),
  pausedRemainingMs: z.number().nullable(),
  hostId: z.string(),
  settings: arenaSettingsSchema,
  /** -1 before the first question. */
  questionIndex: z.number().int(),
  questionCount: z.number().int(),
  question: arenaQuestionSchema.nullable(),
  key: arenaAnswerKeySchema.nullable(),
  /** The open question's deadline; null outside questions. */
  deadline: z.number().nullable(),
  /** When the server moves on next (a public room's start, countdown end, reveal and leaderboard end). */
  nextTickAt: z.number().nullable(),
  playerCount: z.number().int(),
  players: z.array(arenaPlayerSchema),
  standings: z.array(arenaStandingSchema),
  you: arenaOwnStatusSchema.nullable(),
});
export type ArenaSnapshot = z.infer<typeof arenaSnapshotSchema>;
