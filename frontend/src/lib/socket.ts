import type { ClientToServerEvents, ServerToClientEvents } from '@trivia/contracts';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: AppSocket | null = null;

/**
 * One connection per tab, opened the first time a screen needs live data: every live hook shares it and
 * subscribes to its own topic, so pages without live data never open a socket.
 */
export function getSocket(): AppSocket {
  shared ??= io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true });
  return shared;
}
