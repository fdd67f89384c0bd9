import { z } from 'zod';
import { ARENA_SEASON_PATTERN } from './arena-season.js';
import { arenaDifficultySchema } from './arena-views.schemas.js';
import { hasControlCharacters, textField, typedAnswerSchema } from '../text/text-fields.js';

/** Question types the bank can serve today; the engine also knows true/false, for when the bank has them. */
export const ARENA_QUESTION_TYPES = ['multiple_choice', 'text'] as const;

/**
 * What a host may choose for a room: the create-room schema below, the host form's fields and their messages all
 * read these (the engine's LIMITS hold the same numbers, in milliseconds; a backend spec keeps the two equal).
 */
export const ARENA_ROOM_LIMITS = {
  questionCount: { min: 5, max: 50 },
  questionSeconds: { min: 5, max: 120 },
  /** The start countdown, each reveal and each leaderboard. */
  phaseSeconds: { min: 1, max: 30 },
  maxPlayers: { min: 2, max: 10_000 },
  categories: { max: 20 },
} as const;

export interface IntRange {
  min: number;
  max: number;
}

const counted = (n: number) => n.toLocaleString('en-GB');

/** The one sentence for a number out of range, at the form's field and in the server's VAL_001 issue alike. */
export const rangeMessage = (label: string, { min, max }: IntRange): string =>
  `${label} must be a whole number from ${counted(min)} to ${counted(max)}`;

/** A whole number within `range`; missing, text, a fraction and out of range all get rangeMessage, never a clamp. */
export function intInRange(label: string, range: IntRange) {
  const error = rangeMessage(label, range);
  return z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
}

const { questionCount, questionSeconds, phaseSeconds, maxPlayers, categories } = ARENA_ROOM_LIMITS;

/** A private room's size when the host does not choose one (capped by the host's plan). */
export const ARENA_DEFAULT_MAX_PLAYERS = 50;

export const createArenaRoomRequestSchema = z.strictObject({
  questionCount: intInRange('Questions', questionCount),
  questionSeconds: intInRange('Seconds per question', questionSeconds),
  categories: z
    .array(textField('A category', { min: 1, max: 40 }))
    .max(categories.max, { error: `Choose up to ${categories.max} categories` })
    .default([]),
  difficulty: arenaDifficultySchema.default('mixed'),
  questionTypes: z
    .array(z.enum(ARENA_QUESTION_TYPES))
    .min(1, { error: 'Choose at least one question type' })
    .default(['multiple_choice']),
  /**
   * Left out, the server picks ARENA_DEFAULT_MAX_PLAYERS or the host's plan's largest room if smaller; asked for,
   * more than the plan hosts is refused on this field, never made smaller.
   */
  maxPlayers: intInRange('Players', maxPlayers).optional(),
  /** How long the countdown, each reveal and each leaderboard stay on screen. */
  countdownSeconds: intInRange('Seconds of countdown', phaseSeconds).default(3),
  revealSeconds: intInRange('Seconds on the answer', phaseSeconds).default(5),
  leaderboardSeconds: intInRange('Seconds on the scores', phaseSeconds).default(5),
});
export type CreateArenaRoomRequest = z.input<typeof createArenaRoomRequestSchema>;

export const arenaRoomResponseSchema = z.object({ roomId: z.string(), pin: z.string(), joinUrl: z.string() });
export type ArenaRoomResponse = z.infer<typeof arenaRoomResponseSchema>;

export const arenaPinSchema = z.string({ error: 'Enter the six-digit PIN' }).regex(/^\d{6}$/, 'A PIN is six digits');

/** A nickname's length, the same for every way into a room (the engine's nicknames.ts holds the same numbers). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
export const NICKNAME_LENGTH_MESSAGE = `A nickname has ${NICKNAME_LENGTH.min} to ${NICKNAME_LENGTH.max} characters`;

/** Characters as other players will see them: spaces around dropped, inner runs as one, an emoji as one. */
export const nicknameLength = (nickname: string): number =>
  Array.from(nickname.normalize('NFKC').trim().replace(/\s+/g, ' ')).length;

/** Too long is refused with the rule, never cut: the player chooses what to drop. */
export const nicknameSchema = z
  .string({ error: 'Choose a nickname' })
  .trim()
  .refine((nickname) => !hasControlCharacters(nickname), {
    error: "Nickname contains characters that can't be used (such as control characters)",
  })
  .refine(
    (nickname) => {
      const length = nicknameLength(nickname);
      return length >= NICKNAME_LENGTH.min && length <= NICKNAME_LENGTH.max;
    },
    { error: NICKNAME_LENGTH_MESSAGE },
  );

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
