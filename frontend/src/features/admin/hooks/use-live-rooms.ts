import type { AdminMonitorPage, AdminMonitorWatch, SocketRefusal } from '@trivia/contracts';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getSocket } from '../../../lib/socket';
import { emitAdmin } from '../api/admin-monitor.socket';

export interface LiveRooms {
  /** The last page the server sent (the watch's answer, then a push a second). */
  page: AdminMonitorPage | null;
  /** Why the server refused the watch (not an admin any more, no answer in time), or null. */
  refusal: SocketRefusal | null;
  connected: boolean;
}

interface Watching {
  /** The query as JSON: what every (re)connect asks for. */
  query: string;
  /** Watches sent and not yet answered: pushes meanwhile may be for the query before, and are not shown. */
  pending: number;
  setPage: (page: AdminMonitorPage) => void;
  setRefusal: (refusal: SocketRefusal | null) => void;
}

function watch(watching: RefObject<Watching>): void {
  const state = watching.current;
  state.pending += 1;
  void emitAdmin('admin:monitor-watch', JSON.parse(state.query) as AdminMonitorWatch).then((ack) => {
    state.pending -= 1;
    if (ack.ok) {
      state.setPage(ack.data);
      state.setRefusal(null);
    } else state.setRefusal(ack);
  });
}

/** Whether the tab's socket is connected, as React state that follows the socket. */
function subscribeToConnection(onChange: () => void): () => void {
  const socket = getSocket();
  socket.on('connect', onChange);
  socket.on('disconnect', onChange);
  return () => {
    socket.off('connect', onChange);
    socket.off('disconnect', onChange);
  };
}

/**
 * The live-room monitor's page for `query`, kept live over the tab's socket: watched on mount and on every
 * (re)connect (each is a new socket on the server), the query changed in place (no unwatch in between, so the
 * server answers at once), unwatched on unmount.
 */
export function useLiveRooms(query: AdminMonitorWatch): LiveRooms {
  const [page, setPage] = useState<AdminMonitorPage | null>(null);
  const [refusal, setRefusal] = useState<SocketRefusal | null>(null);
  const connected = useSyncExternalStore(subscribeToConnection, () => getSocket().connected);
  const key = JSON.stringify(query);
  const watching = useRef<Watching>({ query: key, pending: 0, setPage, setRefusal });

  useEffect(() => {
    const socket = getSocket();
    const onPush = (pushed: AdminMonitorPage) => {
      if (watching.current.pending === 0) setPage(pushed);
    };
    // Each (re)connect is a new socket on the server: it watches again.
    const onConnect = () => watch(watching);
    socket.on('admin:monitor', onPush);
    socket.on('connect', onConnect);
    return () => {
      socket.off('admin:monitor', onPush);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('admin:monitor-unwatch', {}, () => undefined);
    };
  }, []);

  useEffect(() => {
    watching.current.query = key;
    if (getSocket().connected) watch(watching);
  }, [key]);

  return { page, refusal, connected };
}
