import { useEffect } from 'react';
import type { AppSocket } from './socket-connection';

let loading: Promise<AppSocket> | null = null;

/**
 * The tab's one socket (lib/socket.ts), with the socket.io client fetched the first time anything asks for it: a
 * page that shows live data draws first from HTTP and takes the client in a chunk of its own (issue 16's budget).
 */
export const loadSocket = (): Promise<AppSocket> =>
  (loading ??= import('./socket').then((module) => module.getSocket()));

/**
 * Listens on the tab's socket while the component is mounted: `attach` adds its listeners once the client has
 * loaded and returns what takes them off (at unmount, or when `attach` changes: keep it stable with useCallback).
 * `when` delays the load (e.g. afterFirstLoad for data that is not on the first screen).
 */
export function useSocketListeners(
  attach: (socket: AppSocket) => () => void,
  when: () => Promise<unknown> = () => Promise.resolve(),
): void {
  useEffect(() => {
    let live = true;
    let detach: (() => void) | null = null;
    void when()
      .then(loadSocket)
      .then((socket) => {
        if (live) detach = attach(socket);
      });
    return () => {
      live = false;
      detach?.();
    };
    // `when` only delays the first load; a new one each render must not re-attach.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attach]);
}
