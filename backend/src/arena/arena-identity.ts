import type { Principal } from '../identity';

/** Who a player is inside the Arena, derived from the socket's principal at every event. */
export interface ArenaIdentity {
  playerId: string;
  /** A member's display name; guests choose a nickname. */
  name: string | null;
  isGuest: boolean;
  userId: string | null;
  isAdmin: boolean;
}

/** A guest without a player cookie (cookies blocked) plays as this socket only: it cannot rejoin as itself. */
export function arenaIdentity(principal: Principal, socketId: string): ArenaIdentity {
  if (principal.kind === 'member') {
    return {
      playerId: principal.playerKey,
      name: principal.user.fullName,
      isGuest: false,
      userId: principal.userId,
      isAdmin: principal.role === 'ADMIN',
    };
  }
  return {
    playerId: principal.playerKey ?? `guest:socket-${socketId}`,
    name: null,
    isGuest: true,
    userId: null,
    isAdmin: false,
  };
}
