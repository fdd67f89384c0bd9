import { z } from 'zod';
import { ARENA_SEASON_PATTERN } from './arena-season.js';
import { arenaDifficultySchema } from './arena-views.schemas.js';
import { hasControlCharacters } from '../text/control-characters.js';
import { textField, typedAnswerSchema } from '../text/text-fields.js';
import {
  ARENA_PIN_PATTERN,
  ARENA_QUESTION_TYPES,
  ARENA_ROOM_LIMITS,
  NICKNAME_LENGTH,
  NICKNAME_LENGTH_MESSAGE,
  nicknameLength,
  rangeMessage,
  type IntRange,
} from './arena-rules.js';

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

export const arenaPinSchema = z
  .string({ error: 'Enter the six-digit PIN' })
  .regex(ARENA_PIN_PATTERN, 'A PIN is six digits');

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

/**
 * What a host can do from their screen. `next` reveals an open question (or moves on); `extend` gives the open
 * question `seconds` more; `skip` voids the open (or revealed) question and moves on; `team` puts `playerId` in
 * `teamId` (a `teams` room). `kick` names `playerId`.
 */
export const ARENA_HOST_ACTIONS = [
  'start',
  'next',
  'pause',
  'resume',
  'end',
  'kick',
  'extend',
  'skip',
  'team',
] as const;

/** How much time a host can add to an open question at once. */
export const ARENA_EXTEND_SECONDS = { min: 5, max: 120 } as const;

/** A host-led session's question count: a whole catalogue quiz (up to 70) and up to 10 polls. */
export const ARENA_HOSTED_QUESTION_COUNT = { min: 1, max: 80 } as const;

/** An order question's items and a typed estimate's bounds. */
export const ARENA_ORDER_ITEMS = { min: 3, max: 6 } as const;
export const ARENA_ESTIMATE_MAX = 1e12;

/** Client → server Arena events (registered in CLIENT_EVENTS). */
export const arenaJoinSchema = z.strictObject({ pin: arenaPinSchema, nickname: nicknameSchema.optional() });
/** An `order` answer: every option index once, in the order the player put them. */
export const arenaOrderChoiceSchema = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(ARENA_ORDER_ITEMS.max - 1),
    { error: 'Put the items in order' },
  )
  .min(ARENA_ORDER_ITEMS.min, { error: 'Put every item in order' })
  .max(ARENA_ORDER_ITEMS.max, { error: 'Put every item in order' })
  .refine((order) => new Set(order).size === order.length, { error: 'Each item goes in the order once' });

/** An `estimate` answer: a number (decimals allowed), in an object so it is never taken for an option index. */
export const arenaEstimateChoiceSchema = z.strictObject({
  estimate: z
    .number({ error: 'Enter a number' })
    .finite({ error: 'Enter a number' })
    .min(-ARENA_ESTIMATE_MAX, { error: 'That number is too large' })
    .max(ARENA_ESTIMATE_MAX, { error: 'That number is too large' }),
});

/** An option index (choice, true/false, poll), a typed answer, an order, or an estimate. */
export const arenaChoiceSchema = z.union([
  z.number().int().min(0).max(9),
  typedAnswerSchema,
  arenaOrderChoiceSchema,
  arenaEstimateChoiceSchema,
]);
export type ArenaChoice = z.infer<typeof arenaChoiceSchema>;

export const arenaAnswerSchema = z.strictObject({
  roomId: z.uuid(),
  questionIndex: z
    .number()
    .int()
    .min(0)
    .max(ARENA_HOSTED_QUESTION_COUNT.max - 1),
  choice: arenaChoiceSchema,
});
export const arenaHostSchema = z.strictObject({
  roomId: z.uuid(),
  action: z.enum(ARENA_HOST_ACTIONS),
  playerId: textField('Player', { min: 1, max: 128 }).optional(),
  /** `extend` only. */
  seconds: intInRange('Extra seconds', ARENA_EXTEND_SECONDS).optional(),
  /** `team` only: a team id of the room, or null for none. */
  teamId: z.string().min(1).max(16).nullable().optional(),
});
/** A player picks their team in a `teams` room (any time but during an open question). */
export const arenaTeamPickSchema = z.strictObject({ roomId: z.uuid(), teamId: z.string().min(1).max(16) });
/**
 * The host of a host-led room re-marks a typed answer of a revealed question: every player who gave `answer`
 * (compared as the marker normalises it) is marked right (`accept`) or wrong, and scores follow.
 */
export const arenaOverrideSchema = z.strictObject({
  roomId: z.uuid(),
  questionIndex: z
    .number()
    .int()
    .min(0)
    .max(ARENA_HOSTED_QUESTION_COUNT.max - 1),
  answer: typedAnswerSchema,
  accept: z.boolean(),
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
      /** A host-led session: the player's own result and answers are at /arena/sessions/{matchId}/me. */
      hostLed: z.boolean(),
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
