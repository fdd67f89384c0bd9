import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';

/**
 * What the socket server asks of the application at connection time, without infra knowing any domain: extra
 * handshake headers (a guest's player cookie) and the check that decides who a new socket is, or refuses it.
 */
export interface SocketHooks {
  /** Adds response headers to the Engine.IO handshake; may note things on the request for `connect`. */
  handshakeHeaders(headers: Record<string, string>, request: IncomingMessage): void;
  /** Runs for every new socket before any event; throwing refuses the connection with the error's message. */
  connect(socket: Socket): Promise<void>;
}

export const SOCKET_HOOKS = Symbol('SOCKET_HOOKS');
