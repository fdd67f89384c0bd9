import { queryOptions } from '@tanstack/react-query';
import type { ArenaLobby } from '@trivia/contracts';

export const ARENA_LOBBY_KEY = ['/api/arena/lobby'] as const;

/**
 * The first paint of the lobby (and its fallback while the socket is down); `arena:lobby` pushes keep it
 * current. Not kept once /arena closes: a list from minutes ago would offer rooms that have started.
 */
export const arenaLobbyQueryOptions = queryOptions<ArenaLobby>({
  queryKey: ARENA_LOBBY_KEY,
  gcTime: 0,
  // The socket delivers the same data a moment later; a failed first read is not worth a toast.
  meta: { silent: true },
});
