import { z } from 'zod';
import { ARENA_SEASON_PATTERN } from './arena-season.js';
import { arenaDifficultySchema } from './arena-views.schemas.js';
import { textField, typedAnswerSchema } from '../text/text-fields.js';

/** Question types the bank can serve today; the engine also knows true/false, for when the bank has them. */
export const ARENA_QUESTION_TYPES = ['multiple_choice', 'text'] as const;

export const createArenaRoomRequestSchema = z.strictObject({
  questionCount: z.number().int().min(5).max(50),
  questionSeconds: z.number().int().min(5).max(120),
  categories: z
    .array(textField('A category', { min: 1, max: 40 }))
    .max(20)
    .default([]),
  difficulty: arenaDifficultySchema.default('mixed'),
  questionTypes: z.array(z.enum(ARENA_QUESTION_TYPES)).min(1).default(['multiple_choice']),
  maxPlayers: z.number().int().min(2).max(10_000).default(50),
  /** How long the countdown, each reveal and each leaderboard stay on screen. */
  countdownSeconds: z.number().int().min(1).max(30).default(3),
  revealSeconds: z.number().int().min(1).max(30).default(5),
  leaderboardSeconds: z.number().int().min(1).max(30).default(5),
});
export type CreateArenaRoomRequest = z.input<typeof createArenaRoomRequestSchema>;

export const arenaRoomResponseSchema = z.object({ roomId: z.string(), pin: z.string(), joinUrl: z.string() });
export type ArenaRoomResponse = z.infer<typeof arenaRoomResponseSchema>;

export const arenaPinSchema = z.string({ error: 'Enter the six-digit PIN' }).regex(/^\d{6}$/, 'A PIN is six digits');

export const NICKNAME_MAX_LENGTH = 40;
export const nicknameSchema = textField('Nickname', { max: NICKNAME_MAX_LENGTH });

export const ARENA_HOST_ACTIONS = ['start', 'next', 'pause', 'resume', 'end', 'kick'] as const;

/** Client → server Arena events (registered in CLIENT_EVENTS). */
export const arenaJoinSchema = z.strictObject({ pin: arenaPinSchema, nickname: nicknameSchema.optional() });
export const arenaAnswerSchema = z.strictObject({
  roomId: z.uuid(),
  questionIndex: z.number().int().min(0).max(49),
  choice: z.union([z.number().int().min(0).max(9), typedAnswerSchema]),
});
export const arenaHostSchema = z.strictObject({
  roomId: z.uuid(),
  action: z.enum(ARENA_HOST_ACTIONS),
  playerId: textField('Player', { min: 1, max: 128 }).optional(),
});
export const arenaRoomRefSchema = z.strictObject({ roomId: z.uuid() });

export const arenaHistoryResponseSchema = z.object({
  matches: z.array(
    z.object({
      matchId: z.string(),
      endedAt: z.string(),
      completed: z.boolean(),
      players: z.number().int(),
      rank: z.number().int(),
      score: z.number().int(),
      correctCount: z.number().int(),
      questionCount: z.number().int(),
      ratingBefore: z.number().int().nullable(),
      ratingAfter: z.number().int().nullable(),
    }),
  ),
});
export type ArenaHistoryResponse = z.infer<typeof arenaHistoryResponseSchema>;

export const arenaLeaderboardResponseSchema = z.object({
  season: z.string(),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      rating: z.number().int(),
      games: z.number().int(),
      wins: z.number().int(),
      isYou: z.boolean(),
    }),
  ),
});
export type ArenaLeaderboardResponse = z.infer<typeof arenaLeaderboardResponseSchema>;

export const arenaLeaderboardQuerySchema = z.strictObject({
  season: z.string().regex(ARENA_SEASON_PATTERN, 'A season looks like 2026-Q4').optional(),
});
