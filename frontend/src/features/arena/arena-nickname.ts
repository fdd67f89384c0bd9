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
  return null;
}
