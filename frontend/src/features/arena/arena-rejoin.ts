import { ARENA_PIN_PATTERN, type ArenaPhase, type ErrorCode } from '@trivia/contracts';

/**
 * The room this tab is in, kept in sessionStorage so a reload (or a phone bringing a discarded tab back) rejoins
 * by itself: `arena:join` with the same PIN and nickname is a reconnect to the server, which knows the player by
 * their session or guest cookie and keeps their score. Per tab, so two tabs can play two games.
 */
const REJOIN_KEY = 'arena.room';

export interface RememberedRoom {
  roomId: string;
  pin: string;
  /** What the player typed; null for a member who plays under their profile name. */
  nickname: string | null;
}

/**
 * The stored record read back as a room, or null. A plain check rather than a schema: this runs as /arena opens,
 * and the lobby's first download carries no schema library.
 */
function asRememberedRoom(value: unknown): RememberedRoom | null {
  if (typeof value !== 'object' || value === null) return null;
  const { roomId, pin, nickname } = value as Record<string, unknown>;
  if (typeof roomId !== 'string' || roomId.length === 0) return null;
  if (typeof pin !== 'string' || !ARENA_PIN_PATTERN.test(pin)) return null;
  if (nickname !== null && typeof nickname !== 'string') return null;
  return { roomId, pin, nickname };
}

/** The part of the Web Storage API used here, so tests can hand in a map. */
export type RoomStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or null where there is none or it refuses to open (some private modes, disabled storage). */
function sessionStore(): RoomStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Storage can throw on any call (quota, privacy settings); then the tab simply does not rejoin after a reload. */
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function rememberRoom(room: RememberedRoom, store: RoomStore | null = sessionStore()): void {
  attempt(() => store?.setItem(REJOIN_KEY, JSON.stringify(room)), undefined);
}

/** The remembered room, or null; anything unreadable (an older shape, a hand edit) is forgotten. */
export function rememberedRoom(store: RoomStore | null = sessionStore()): RememberedRoom | null {
  const raw = attempt(() => store?.getItem(REJOIN_KEY) ?? null, null);
  if (raw === null) return null;
  const room = asRememberedRoom(attempt(() => JSON.parse(raw) as unknown, null));
  if (room) return room;
  forgetRoom(store);
  return null;
}

export function forgetRoom(store: RoomStore | null = sessionStore()): void {
  attempt(() => store?.removeItem(REJOIN_KEY), undefined);
}

/**
 * Whether a refused rejoin means giving the room up. Only a lost connection, a rate limit or a server fault may
 * pass, so those keep it for the next try; anything else (the room is gone, ARENA_010; the player was removed,
 * ARENA_009; the room started, filled or took their nickname after they left its lobby) will not change.
 */
export const givesUpRoom = (code: ErrorCode): boolean =>
  !(code.startsWith('NET_') || code === 'RATE_001' || code === 'ERR_000');

/** Once the podium (or an early end) is up there is nothing left to rejoin. */
export const isGameOver = (phase: ArenaPhase): boolean => phase === 'podium' || phase === 'ended';
