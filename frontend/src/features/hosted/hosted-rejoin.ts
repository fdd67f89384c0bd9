import { forgetRoom, rememberedRoom, rememberRoom, type RememberedRoom, type RoomStore } from '../arena/room-kit';

/**
 * The session a tab is in, kept apart from the Arena's own remembered room: the Arena page rejoins what it finds
 * under its key after a reload, and must never open a host-led session in a battle's screens. The same record
 * and checks, under keys of their own.
 */
export function prefixedStore(store: RoomStore | null, prefix: string): RoomStore | null {
  if (!store) return null;
  return {
    getItem: (key) => store.getItem(`${prefix}${key}`),
    setItem: (key, value) => store.setItem(`${prefix}${key}`, value),
    removeItem: (key) => store.removeItem(`${prefix}${key}`),
  };
}

function sessionStore(): RoomStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const hostedStore = (store: RoomStore | null = sessionStore()) => prefixedStore(store, 'hosted:');

/** After a join (which the Arena's room session remembers under its own key): the session's key holds it instead. */
export function keepAsSession(store: RoomStore | null = sessionStore()): void {
  const joined = rememberedRoom(store);
  if (!joined) return;
  forgetRoom(store);
  rememberRoom(joined, hostedStore(store));
}

export const rememberedSession = (store: RoomStore | null = sessionStore()): RememberedRoom | null =>
  rememberedRoom(hostedStore(store));

export const forgetSession = (store: RoomStore | null = sessionStore()): void => forgetRoom(hostedStore(store));
