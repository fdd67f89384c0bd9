import { ERROR_CATALOGUE, hasControlCharacters, type ErrorCode } from '@trivia/contracts';

/**
 * The server's nickname length (arena-engine nicknames.ts, restated as the frontend does not depend on the
 * engine). The server also checks characters and wording; the form only catches what a user can see at once.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/** What is wrong with a typed nickname before it is sent, or null; spaces around it do not count. */
export function nicknameError(nickname: string): string | null {
  const length = Array.from(nickname.trim().replace(/\s+/g, ' ')).length;
  if (length === 0) return 'Choose a nickname';
  if (length < NICKNAME_MIN || length > NICKNAME_MAX)
    return `A nickname has ${NICKNAME_MIN} to ${NICKNAME_MAX} characters`;
  if (hasControlCharacters(nickname)) return "A nickname can't contain control characters";
  return null;
}

/** The fields of the ways into a room: the PIN (joining by PIN only) and the nickname. */
export type JoinField = 'pin' | 'nickname';

export interface JoinRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Which field a refused join is about, and what to say there; null when it is about neither (a lost connection,
 * say), for a toast. The engine's own sentences are kept where the catalogue's are too general for a join:
 * VAL_001 on a join is the engine's nickname rule ("A nickname uses letters, digits…"), and ARENA_004 is
 * "This game has already started."
 */
export function joinRefusalField(
  refusal: JoinRefusal,
  fields: readonly JoinField[],
): { field: JoinField; message: string } | null {
  const on = (field: JoinField, message: string) => (fields.includes(field) ? { field, message } : null);
  switch (refusal.code) {
    case 'VAL_001':
      return on('nickname', refusal.message);
    case 'ARENA_007':
      return on('nickname', ERROR_CATALOGUE.ARENA_007.description);
    case 'ARENA_004':
      return on('pin', refusal.message);
    case 'ARENA_006':
    case 'ARENA_010':
      return on('pin', ERROR_CATALOGUE[refusal.code].description);
    default:
      return null;
  }
}
