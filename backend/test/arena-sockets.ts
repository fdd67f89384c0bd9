import type { ClientToServerEvents, ServerToClientEvents } from '@trivia/contracts';
import { io, type Socket } from 'socket.io-client';

export type ArenaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A real socket.io client for the Arena tests: websocket only and no reconnection (a test reconnects on purpose),
 * with the cookies of a logged-in client if given. It joins `open`, which the test disconnects at the end.
 */
export function connectArena(url: string, open: ArenaSocket[], cookie?: string): ArenaSocket {
  const socket: ArenaSocket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  open.push(socket);
  return socket;
}
