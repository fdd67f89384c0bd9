import type { GameState } from './state.js';

/** The state is plain JSON by construction, so storing it is a plain stringify. */
export const serialize = (state: GameState): string => JSON.stringify(state);

/** Restores a stored state; throws on text that is not a version 1 Arena state rather than guessing. */
export function deserialize(text: string): GameState {
  const value: unknown = JSON.parse(text);
  const looksLikeState =
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === 1 &&
    Array.isArray((value as { players?: unknown }).players) &&
    Array.isArray((value as { answers?: unknown }).answers);
  if (!looksLikeState) throw new Error('Not a stored Arena game state (version 1).');
  return value as GameState;
}
