import { io } from 'socket.io-client';
import { type AppSocket, rememberSocket, sharedSocket } from './socket-connection';

export { type AppSocket, reconnectSocket } from './socket-connection';

/** How long to wait before reconnecting a socket the server closed (its session ended): cookies settle first. */
const RECONNECT_AFTER_SERVER_CLOSE_MS = 250;
/** A refused handshake with no Retry-After (a server error) is tried again after this long. */
const RETRY_REFUSED_HANDSHAKE_S = 5;

type HandshakeRefusal = Error & { data?: { code?: string; retryAfterSeconds?: number } };

/**
 * When the server refuses a handshake it gives up for good unless told otherwise, unlike after a lost
 * connection. A refusal that says "try again" (a database or Redis away, too many connections, a server
 * error) is retried after the seconds it names, so live screens come back on their own once the server does.
 */
export function retryDelayMs(error: HandshakeRefusal): number | null {
  const code = error.data?.code;
  if (code !== 'NET_003' && code !== 'NET_004' && code !== 'RATE_001') return null;
  return (error.data?.retryAfterSeconds ?? RETRY_REFUSED_HANDSHAKE_S) * 1000;
}

/**
 * One connection per tab, opened the first time a screen needs live data: every live hook shares it and
 * subscribes to its own topic, so pages without live data never open a socket. A socket is whoever its
 * handshake's cookies said; when the server closes it (logout elsewhere, a changed role) it comes back as
 * whoever the cookies say now. Socket.IO does not reconnect by itself after a server-side close.
 */
export function getSocket(): AppSocket {
  const shared = sharedSocket();
  if (shared) return shared;
  const socket: AppSocket = io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') window.setTimeout(() => socket.connect(), RECONNECT_AFTER_SERVER_CLOSE_MS);
  });
  socket.on('connect_error', (error: HandshakeRefusal) => {
    const delay = socket.active ? null : retryDelayMs(error);
    if (delay !== null) window.setTimeout(() => socket.connect(), delay);
  });
  rememberSocket(socket);
  return socket;
}
