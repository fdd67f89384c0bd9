import { formatNumber } from '../text/number-format.js';
/**
 * The Arena's rules as plain values: what a room may hold, a nickname's length, a PIN's shape, the public rooms.
 * No zod here, so the lobby's first download can check a nickname or a PIN without the schemas (arena.schemas.ts
 * builds its schemas from these).
 */

/** Question types the bank can serve today; the engine also knows true/false, for when the bank has them. */
export const ARENA_QUESTION_TYPES = ['multiple_choice', 'text'] as const;

/**
 * What a host may choose for a room: the create-room schema (arena.schemas.ts), the host form's fields and their messages all
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

/** The one sentence for a number out of range, at the form's field and in the server's VAL_001 issue alike. */
export const rangeMessage = (label: string, { min, max }: IntRange): string =>
  `${label} must be a whole number from ${formatNumber(min)} to ${formatNumber(max)}`;

/** A room's PIN: six digits. */
export const ARENA_PIN_PATTERN = /^\d{6}$/;

/** A nickname's length, the same for every way into a room (the engine's nicknames.ts holds the same numbers). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
export const NICKNAME_LENGTH_MESSAGE = `A nickname has ${NICKNAME_LENGTH.min} to ${NICKNAME_LENGTH.max} characters`;

/** Characters as other players will see them: spaces around dropped, inner runs as one, an emoji as one. */
export const nicknameLength = (nickname: string): number =>
  Array.from(nickname.normalize('NFKC').trim().replace(/\s+/g, ' ')).length;

/** Public rooms are the system's: quick match fills them, and they start by themselves. */
export const PUBLIC_ROOM = {
  /** The host id of every public room: nobody hosts them (admins still may run one). */
  hostId: 'arena:public',
  maxPlayers: 8,
  questionCount: 10,
  questionSeconds: 15,
  /** The start countdown runs once two players are in; a full room starts at once. */
  autoStartSeconds: 20,
} as const;
