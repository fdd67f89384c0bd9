import { Inject, Injectable } from '@nestjs/common';
import { CLIENT_EVENTS, type ClientEventAck as Ack, type ClientEventName, type SocketRefusal } from '@trivia/contracts';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { Principal } from '../identity';
import { RATE_LIMITER, type RateLimiter } from '../infra/rate-limit/rate-limiter';
import { type ArenaIdentity, arenaIdentity } from './arena-identity';
import { ARENA_EVENTS } from './arena-limits';

/** What the Arena keeps on a socket, beside the principal and IP its handshake left there. */
export interface ArenaSocketData {
  principal: Principal;
  ip: string;
  rooms: Set<string>;
  /** The host-led rooms this socket runs as their host (a presenter view). */
  hosting: Set<string>;
}

export const arenaData = (socket: Socket) => socket.data as ArenaSocketData;

export const refuse = (code: SocketRefusal['code'], message: string): SocketRefusal => ({ ok: false, code, message });

/** Whether the socket joined the room (its events for a room it is not in are refused). */
export const joined = (socket: Socket, roomId: string): boolean => arenaData(socket).rooms.has(roomId);

export type EventPayload<E extends ClientEventName> = z.output<(typeof CLIENT_EVENTS)[E]['payload']>;

/** The one way every Arena socket event is let in, whichever gateway handles it. */
@Injectable()
export class ArenaEvents {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  /** Rate limit, schema check and identity for every Arena event; a bad payload gets VAL_001, never an exception. */
  async handle<E extends ClientEventName>(
    socket: Socket,
    principal: Principal,
    event: E,
    body: unknown,
    run: (payload: EventPayload<E>, identity: ArenaIdentity) => Promise<Ack<E>>,
  ): Promise<Ack<E> | SocketRefusal> {
    if (!(await this.limiter.consume(ARENA_EVENTS, socket.id)).allowed)
      return refuse('RATE_001', 'Too many messages: slow down');
    const parsed = CLIENT_EVENTS[event].payload.safeParse(body);
    if (!parsed.success)
      return refuse(
        'VAL_001',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    return run(parsed.data as EventPayload<E>, arenaIdentity(principal, socket.id));
  }
}
