import type { GameState } from './state.js';

/** The state is plain JSON by construction, so storing it is a plain stringify. */
export const serialize = (state: GameState): string => JSON.stringify(state);

/**
 * Restores a stored state; throws on text that is not a version 2 Arena state rather than guessing. The result
 * has no room index yet: the first command builds it.
 */
export function deserialize(text: string): GameState {
  const value: unknown = JSON.parse(text);
  const fields = value as { version?: unknown; players?: unknown; answers?: unknown; unstored?: unknown };
  const looksLikeState =
    typeof value === 'object' &&
    value !== null &&
    fields.version === 2 &&
    Array.isArray(fields.players) &&
    Array.isArray(fields.answers) &&
    Array.isArray(fields.unstored);
  if (!looksLikeState) throw new Error('Not a stored Arena game state (version 2).');
  return value as GameState;
}
