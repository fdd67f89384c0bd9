import type { ClientToServerEvents, ServerToClientEvents } from '@trivia/contracts';
import type { Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The tab's one socket once a live screen has opened it (lib/socket.ts). Kept apart from the socket.io client
 * so login and logout can reconnect it without every page loading socket.io before it renders.
 */
let shared: AppSocket | null = null;

export const sharedSocket = (): AppSocket | null => shared;

export function rememberSocket(socket: AppSocket): void {
  shared = socket;
}

/** After login or logout the tab's socket must speak for the new principal: reconnect it with the new cookies. */
export function reconnectSocket(): void {
  if (!shared?.connected) return;
  shared.disconnect();
  shared.connect();
}
