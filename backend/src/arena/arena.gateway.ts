import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { type ClientEventAck as Ack, type SocketRefusal } from '@trivia/contracts';
import type { Server, Socket } from 'socket.io';
import { CurrentPrincipal, type Principal, Public } from '../identity';
import { RATE_LIMITER, type RateLimiter } from '../infra/rate-limit/rate-limiter';
import { type ArenaIdentity, arenaIdentity } from './arena-identity';
import { WRONG_PINS } from './arena-limits';
import { ArenaRoomsService, playerChannel, roomChannel } from './arena-rooms.service';
import { ArenaEvents, arenaData, joined, refuse } from './arena-socket';
import { ArenaLobbyService, LOBBY_CHANNEL } from './lobby/arena-lobby.service';
import type { RoomReply } from './rooms/room-request';

/**
 * Thin edge: check the socket's rate and payload, take who is asking from the principal guard, and hand the
 * command to the rooms service. Guests may play, so every event is public; host rights are the engine's to judge.
 * A host's controls (host, team, re-marking) are in ArenaHostGateway.
 */
@Public()
@WebSocketGateway()
export class ArenaGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(ArenaGateway.name);

  constructor(
    private readonly rooms: ArenaRoomsService,
    private readonly lobby: ArenaLobbyService,
    private readonly events: ArenaEvents,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  afterInit(server: Server): void {
    this.rooms.attach(server);
    this.lobby.attach(server);
  }

  handleConnection(socket: Socket): void {
    arenaData(socket).rooms = new Set();
    arenaData(socket).hosting = new Set();
  }

  /** A dropped player keeps identity and score; the node may be shutting down, so failures are only logged. */
  async handleDisconnect(socket: Socket): Promise<void> {
    const data = arenaData(socket);
    this.lobby.depart(socket.id);
    try {
      const identity = arenaIdentity(data.principal, socket.id);
      for (const roomId of data.rooms ?? []) {
        // A presenter that drops is no player leaving: the room counts its host's sockets (HostedRooms).
        if (data.hosting?.has(roomId)) await this.rooms.request(roomId, { op: 'hostPresence', gone: true });
        else await this.rooms.request(roomId, { op: 'leave', playerId: identity.playerId, reason: 'disconnect' });
      }
    } catch (error) {
      this.logger.warn(`Could not mark a player disconnected: ${(error as Error).message}`);
    }
  }

  @SubscribeMessage('arena:join')
  join(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:join'>> {
    return this.events.handle(socket, principal, 'arena:join', body, async (payload, identity) => {
      const roomId = await this.roomForPin(socket, payload.pin);
      if (typeof roomId !== 'string') return roomId;
      const nickname = (payload.nickname ?? identity.name ?? '').trim();
      const result = await this.joinRoom(socket, roomId, identity, nickname);
      if (!result.ok) return refuse(result.code, result.message);
      if (result.view?.you?.isHost && result.view.settings.hostLed) this.hostArrived(socket, roomId);
      return { ok: true, data: { roomId, playerId: identity.playerId, snapshot: result.view! } };
    });
  }

  @SubscribeMessage('arena:answer')
  answer(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:answer'>> {
    return this.events.handle(socket, principal, 'arena:answer', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const { roomId, questionIndex, choice } = payload;
      const result = await this.rooms.answer(roomId, {
        playerId: identity.playerId,
        questionIndex,
        choice,
        socketId: socket.id,
      });
      return result.ok ? { ok: true, data: { receivedAt: result.receivedAt } } : refuse(result.code, result.message);
    });
  }

  @SubscribeMessage('arena:sync')
  sync(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:sync'>> {
    return this.events.handle(socket, principal, 'arena:sync', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const result = await this.rooms.request(payload.roomId, { op: 'view', playerId: identity.playerId });
      return result.ok ? { ok: true, data: result.view! } : refuse(result.code, result.message);
    });
  }

  @SubscribeMessage('arena:leave')
  leave(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:leave'>> {
    return this.events.handle(socket, principal, 'arena:leave', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Not in that room');
      const data = arenaData(socket);
      data.rooms.delete(payload.roomId);
      const hosting = data.hosting.delete(payload.roomId);
      await socket.leave(roomChannel(payload.roomId));
      await socket.leave(playerChannel(payload.roomId, identity.playerId));
      const result = await this.rooms.request(
        payload.roomId,
        hosting ? { op: 'hostPresence', gone: true } : { op: 'leave', playerId: identity.playerId, reason: 'leave' },
      );
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  /** A lone quick-match player stops waiting: the engine checks the room is public, in its lobby, and theirs alone. */
  @SubscribeMessage('arena:solo')
  solo(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:solo'>> {
    return this.events.handle(socket, principal, 'arena:solo', body, async (payload, identity) => {
      if (!joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const result = await this.rooms.request(payload.roomId, { op: 'solo', playerId: identity.playerId });
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  @SubscribeMessage('arena:quick-match')
  quickMatch(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:quick-match'>> {
    return this.events.handle(socket, principal, 'arena:quick-match', body, async (payload, identity) => {
      const nickname = (payload.nickname ?? identity.name ?? '').trim();
      const ip = arenaData(socket).ip;
      const { roomId, pin, reply } = await this.lobby.quickMatch(identity, ip, nickname, (id) =>
        this.joinRoom(socket, id, identity, nickname),
      );
      if (!reply.ok) return refuse(reply.code, reply.message);
      // The PIN is how the player rejoins after a dropped connection, once the room has left the lobby list.
      return { ok: true, data: { roomId, pin, playerId: identity.playerId, snapshot: reply.view! } };
    });
  }

  @SubscribeMessage('arena:lobby-watch')
  watchLobby(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:lobby-watch'>> {
    return this.events.handle(socket, principal, 'arena:lobby-watch', body, async () => {
      await socket.join(LOBBY_CHANNEL);
      this.lobby.arrive(socket.id);
      return { ok: true, data: await this.lobby.current() };
    });
  }

  @SubscribeMessage('arena:lobby-unwatch')
  unwatchLobby(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Ack<'arena:lobby-unwatch'>> {
    return this.events.handle(socket, principal, 'arena:lobby-unwatch', body, async () => {
      await socket.leave(LOBBY_CHANNEL);
      if (arenaData(socket).rooms.size === 0) this.lobby.depart(socket.id);
      return { ok: true };
    });
  }

  /** The room behind a PIN; wrong PINs count against the socket's source on every node, so PINs cannot be guessed. */
  private async roomForPin(socket: Socket, pin: string): Promise<string | SocketRefusal> {
    const ip = arenaData(socket).ip;
    const budget = await this.limiter.peek(WRONG_PINS, ip);
    if (!budget.allowed) {
      const minutes = Math.ceil(budget.retryAfterMs / 60_000);
      return refuse('RATE_001', `Too many wrong PINs from your network: try again in ${minutes} minute(s)`);
    }
    const roomId = await this.rooms.roomForPin(pin);
    if (roomId) return roomId;
    await this.limiter.consume(WRONG_PINS, ip);
    return refuse('ARENA_010', 'No game with that PIN');
  }

  /**
   * The socket listens to the room before it asks to join: the broadcasts that follow its join (other players
   * joining in the same batch, say) may be sent before the reply reaches this node, and must not be missed.
   */
  private async joinRoom(
    socket: Socket,
    roomId: string,
    identity: ArenaIdentity,
    nickname: string,
  ): Promise<RoomReply> {
    const already = joined(socket, roomId);
    await this.enter(socket, roomId, identity.playerId);
    const result = await this.rooms.request(roomId, {
      op: 'join',
      playerId: identity.playerId,
      nickname,
      isGuest: identity.isGuest,
    });
    if (!result.ok && !already) {
      arenaData(socket).rooms.delete(roomId);
      await socket.leave(roomChannel(roomId));
      await socket.leave(playerChannel(roomId, identity.playerId));
    }
    return result;
  }

  /**
   * The host opened their presenter view (on any device, any node): the room counts the host's sockets and, if it
   * had them away, tells everyone they are back. Not awaited: the join's answer need not wait for it.
   */
  private hostArrived(socket: Socket, roomId: string): void {
    arenaData(socket).hosting.add(roomId);
    void this.rooms.request(roomId, { op: 'hostPresence', gone: false }).catch((error: Error) => {
      this.logger.warn(`Could not tell room ${roomId} its host is back: ${error.message}`);
    });
  }

  private async enter(socket: Socket, roomId: string, playerId: string): Promise<void> {
    arenaData(socket).rooms.add(roomId);
    this.lobby.arrive(socket.id);
    await socket.join(roomChannel(roomId));
    await socket.join(playerChannel(roomId, playerId));
  }
}
