import {
  ARENA_PIN_PATTERN,
  ERROR_CATALOGUE,
  hasControlCharacters,
  NICKNAME_LENGTH,
  NICKNAME_LENGTH_MESSAGE,
  nicknameLength,
  type ErrorCode,
} from '@trivia/contracts';

/**
 * What is wrong with a typed nickname before it is sent, or null; spaces around it do not count. The length is
 * the contracts' rule, the one the server applies. The server also checks characters and wording; the form only
 * catches what a user can see at once.
 */
export function nicknameError(nickname: string): string | null {
  const length = nicknameLength(nickname);
  if (length === 0) return 'Choose a nickname';
  if (length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max) return NICKNAME_LENGTH_MESSAGE;
  if (hasControlCharacters(nickname)) return "A nickname can't contain control characters";
  return null;
}

/**
 * The problem to show while the player is still typing: only a nickname already too long (the field never cuts
 * one short, so the player chooses what to drop); too short waits for the submit.
 */
export const nicknameTypingError = (nickname: string): string | null =>
  nicknameLength(nickname) > NICKNAME_LENGTH.max ? NICKNAME_LENGTH_MESSAGE : null;

/** A PIN's digits as typed or pasted ("123 456", "123-456"): anything else dropped, six at most. */
export const pinDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

/** What is wrong with a PIN before it is sent, or null. */
export const pinError = (pin: string): string | null =>
  ARENA_PIN_PATTERN.test(pin) ? null : 'Enter the six-digit PIN your host shows';

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
