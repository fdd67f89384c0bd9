import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { ClientEventAck as Ack } from '@trivia/contracts';
import type { Socket } from 'socket.io';
import { CurrentPrincipal, type Principal, Public } from '../identity';
import { ArenaRoomsService } from './arena-rooms.service';
import { ArenaEvents, type EventPayload, joined, refuse } from './arena-socket';

/**
 * The controls of a room's host and its teams: host actions (start, next, pause, skip, extend, kick, end…), a
 * player's team, and a host-led room's re-marking of typed answers. Who may do what is the engine's to judge
 * (the host, or an admin); this edge checks the payload and that the socket is in the room.
 */
@Public()
@WebSocketGateway()
export class ArenaHostGateway {
  constructor(
    private readonly rooms: ArenaRoomsService,
    private readonly events: ArenaEvents,
  ) {}

  @SubscribeMessage('arena:host')
  host(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:host'>> {
    return this.events.handle(socket, principal, 'arena:host', body, async (payload, identity) => {
      const missing = missingHostField(payload);
      if (missing) return refuse('VAL_001', missing);
      const result = await this.rooms.request(payload.roomId, {
        op: 'host',
        playerId: identity.playerId,
        isAdmin: identity.isAdmin,
        action: payload.action,
        ...(payload.playerId === undefined ? {} : { target: payload.playerId }),
        ...(payload.seconds === undefined ? {} : { seconds: payload.seconds }),
        ...(payload.teamId === undefined ? {} : { teamId: payload.teamId }),
      });
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  /** A player of a `teams` room picks their team (the engine refuses it during an open question). */
  @SubscribeMessage('arena:team')
  team(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:team'>> {
    return this.events.handle(socket, principal, 'arena:team', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const result = await this.rooms.request(payload.roomId, {
        op: 'team',
        playerId: identity.playerId,
        teamId: payload.teamId,
      });
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  /** The host of a host-led room re-marks a typed answer: stored, audited, and every score updated live. */
  @SubscribeMessage('arena:override')
  override(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:override'>> {
    return this.events.handle(socket, principal, 'arena:override', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      // Hosts are members: a guest is never a room's host, and the audit trail names a member.
      if (!identity.userId) return refuse('ARENA_005', 'Only the host can re-mark answers');
      const result = await this.rooms.request(payload.roomId, {
        op: 'override',
        playerId: identity.playerId,
        byUserId: identity.userId,
        byName: identity.name ?? 'The host',
        questionIndex: payload.questionIndex,
        answer: payload.answer,
        accept: payload.accept,
      });
      return result.ok ? { ok: true, data: { changed: result.changed ?? 0 } } : refuse(result.code, result.message);
    });
  }
}

/** What a host action needs beyond its name: a player to kick or place, seconds to add, a team (or null). */
function missingHostField(payload: EventPayload<'arena:host'>): string | null {
  if ((payload.action === 'kick' || payload.action === 'team') && payload.playerId === undefined)
    return 'playerId: Say which player';
  if (payload.action === 'extend' && payload.seconds === undefined) return 'seconds: Say how many seconds to add';
  if (payload.action === 'team' && payload.teamId === undefined) return 'teamId: Say which team (or null for none)';
  return null;
}
