import type { ClientToServerEvents, ServerToClientEvents } from '@trivia/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './harness';

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

/** A guest's cookie, as a Socket.IO handshake hands it out: the tabs that send it are the same player. */
export async function guestCookie(url: string): Promise<string | undefined> {
  const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
  return handshake.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trivia_player='));
}

/** A test app listening on a free local port, and its address for socket.io clients. */
export async function listeningApp(env?: Record<string, string>): Promise<{ t: TestApp; url: string }> {
  const t = await startTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  return { t, url: (await t.app.getUrl()).replace('[::1]', '127.0.0.1') };
}

/** Disconnects every socket a test opened, then closes its app. */
export async function closeWithSockets(t: TestApp, sockets: readonly ArenaSocket[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  await t.close();
}
