import type { ClientToServerEvents, SocketAck } from '@trivia/contracts';
import { getSocket } from '../../../lib/socket';
import type { ArenaSnapshot } from '../arena-types';

type ArenaClientEvent =
  | 'arena:join'
  | 'arena:answer'
  | 'arena:host'
  | 'arena:sync'
  | 'arena:leave'
  | 'arena:quick-match'
  | 'arena:lobby-watch'
  | 'arena:lobby-unwatch';
type PayloadOf<E extends ArenaClientEvent> = Parameters<ClientToServerEvents[E]>[0];

/** Every ack: the contracts type plus the optional `data` the gateway adds on success. */
export type ArenaAck<T = unknown> = { ok: true; data?: T } | Extract<SocketAck, { ok: false }>;

/** The data of a successful `arena:join` or `arena:quick-match` ack. */
export interface JoinAckData {
  roomId: string;
  playerId: string;
  snapshot: ArenaSnapshot;
  /** Quick match says which room it chose: the PIN is how a dropped player rejoins. */
  pin?: string;
}

const ACK_TIMEOUT_MS = 10_000;

/** Sends one Arena command on the shared socket and resolves with its ack (a timeout becomes NET_001). */
export function emitArena<T, E extends ArenaClientEvent>(event: E, payload: PayloadOf<E>): Promise<ArenaAck<T>> {
  const timed = getSocket().timeout(ACK_TIMEOUT_MS) as unknown as {
    emit: (name: E, body: PayloadOf<E>, ack: (error: Error | null, response: ArenaAck<T>) => void) => void;
  };
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, response) => {
      if (error) resolve({ ok: false, code: 'NET_001', message: 'The server did not answer in time' });
      else resolve(response);
    });
  });
}
