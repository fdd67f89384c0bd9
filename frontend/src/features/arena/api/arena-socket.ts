import type { ClientEventAck, ClientEventName, ClientEventPayload, SocketRefusal } from '@trivia/contracts';
import { loadSocket } from '../../../lib/socket-loader';

type ArenaClientEvent = Extract<ClientEventName, `arena:${string}`>;

/** An Arena command's ack, as the registry defines it: its success's `data` follows from the event's name. */
export type ArenaAck<E extends ArenaClientEvent> = ClientEventAck<E>;

/** The ack of `arena:join` or `arena:quick-match`: both answer with the room joined and its snapshot. */
export type ArenaJoinAck = ArenaAck<'arena:join'> | ArenaAck<'arena:quick-match'>;

const ACK_TIMEOUT_MS = 10_000;

/**
 * Sends one Arena command on the shared socket and resolves with its ack (a timeout becomes NET_001). Every ack
 * may be a refusal already; the return type names it because TypeScript cannot see that for a generic event.
 */
export function emitArena<E extends ArenaClientEvent>(
  event: E,
  payload: ClientEventPayload<E>,
): Promise<ArenaAck<E> | SocketRefusal> {
  return loadSocket().then(
    (socket) =>
      new Promise((resolve) => {
        // socket.io's timeout() types cannot follow a generic event name to its ack; the registry already pairs them.
        const timed = socket.timeout(ACK_TIMEOUT_MS) as unknown as {
          emit: (
            name: E,
            body: ClientEventPayload<E>,
            ack: (error: Error | null, response: ArenaAck<E>) => void,
          ) => void;
        };
        timed.emit(event, payload, (error, response) => {
          if (error) resolve({ ok: false, code: 'NET_001', message: 'The server did not answer in time' });
          else resolve(response);
        });
      }),
  );
}
