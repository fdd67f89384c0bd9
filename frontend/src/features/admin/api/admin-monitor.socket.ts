import type { ClientEventAck, ClientEventInput, ClientEventName, SocketRefusal } from '@trivia/contracts';
import { getSocket } from '../../../lib/socket';

type AdminClientEvent = Extract<ClientEventName, `admin:${string}`>;

const ACK_TIMEOUT_MS = 10_000;

/**
 * Sends one live-room monitor event on the tab's shared socket and resolves with its ack (a timeout becomes
 * NET_001). The server re-checks the admin role on every one, so any of them may come back AUTH_010.
 */
export function emitAdmin<E extends AdminClientEvent>(
  event: E,
  payload: ClientEventInput<E>,
): Promise<ClientEventAck<E> | SocketRefusal> {
  // socket.io's timeout() types cannot follow a generic event name to its ack; the registry already pairs them.
  const timed = getSocket().timeout(ACK_TIMEOUT_MS) as unknown as {
    emit: (name: E, body: ClientEventInput<E>, ack: (error: Error | null, response: ClientEventAck<E>) => void) => void;
  };
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, response) => {
      if (error) resolve({ ok: false, code: 'NET_001', message: 'The server did not answer in time' });
      else resolve(response);
    });
  });
}
