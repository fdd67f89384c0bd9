import { DEFAULT_SETTINGS } from './settings.js';
import { questionDurationMs, type GameState } from './state.js';

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
  return upgrade(value as GameState);
}

/**
 * A state stored before host-led rooms (a room live across a deploy) lacks their fields: it gets the values that
 * keep it a battle as it was. Fields are only added, never changed, so upgrading a current state is a no-op.
 */
function upgrade(state: GameState): GameState {
  const settings = state.settings as Partial<GameState['settings']>;
  settings.hostLed ??= DEFAULT_SETTINGS.hostLed;
  settings.scoring ??= DEFAULT_SETTINGS.scoring;
  settings.teamMode ??= DEFAULT_SETTINGS.teamMode;
  settings.teams ??= [];
  settings.pace ??= DEFAULT_SETTINGS.pace;
  state.durationMs ??= questionDurationMs(state);
  state.questionLengths ??= [];
  state.hostConnected ??= true;
  // Counted in the state since the monitor shows it: an older room starts from none.
  state.reconnects ??= 0;
  state.skipped ??= [];
  state.brokenStreaks ??= [];
  state.appliedOverrides ??= [];
  for (const p of state.players) p.teamId ??= null;
  return state;
}
