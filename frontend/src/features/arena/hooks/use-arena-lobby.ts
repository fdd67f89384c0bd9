import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArenaLobby } from '@trivia/contracts';
import { useCallback } from 'react';
import { afterFirstLoad } from '../../../lib/after-first-load';
import type { AppSocket } from '../../../lib/socket-connection';
import { useSocketListeners } from '../../../lib/socket-loader';
import { ARENA_LOBBY_KEY, arenaLobbyQueryOptions } from '../api/arena-lobby.api';
import { emitArena } from '../api/arena-socket';

/**
 * The public rooms and players online: read once over HTTP, then watched over the socket while the lobby is
 * on screen (the socket.io client loads once the page has: the HTTP read draws the lobby first). Every (re)connect
 * is a new socket on the server, so the watch is renewed on each one.
 */
export function useArenaLobby() {
  const client = useQueryClient();
  const query = useQuery(arenaLobbyQueryOptions);
  const attach = useCallback(
    (socket: AppSocket) => {
      const store = (lobby: ArenaLobby) => client.setQueryData(ARENA_LOBBY_KEY, lobby);
      const watch = () => {
        void emitArena('arena:lobby-watch', {}).then((ack) => {
          if (!ack.ok) console.warn(`Arena lobby unavailable (${ack.code}): ${ack.message}`);
          else store(ack.data);
        });
      };
      socket.on('arena:lobby', store);
      socket.on('connect', watch);
      if (socket.connected) watch();
      return () => {
        socket.off('arena:lobby', store);
        socket.off('connect', watch);
        if (socket.connected) socket.emit('arena:lobby-unwatch', {}, () => undefined);
      };
    },
    [client],
  );
  useSocketListeners(attach, afterFirstLoad);
  return query;
}
