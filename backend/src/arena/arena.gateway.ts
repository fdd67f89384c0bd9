import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CLIENT_EVENTS, type ClientEventName, type SocketAck } from '@trivia/contracts';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { ArenaRoomsService, playerChannel, roomChannel } from './arena-rooms.service';
import { type SocketIdentity, SocketIdentityService } from './socket-identity.service';
import { TokenBucket } from './socket-rate-limit';

interface ArenaSocketData {
  identity: Promise<SocketIdentity>;
  rooms: Set<string>;
  bucket: TokenBucket;
}

const refuse = (code: Extract<SocketAck, { ok: false }>['code'], message: string): SocketAck => ({
  ok: false,
  code,
  message,
});

/** Thin edge: check the socket's rate and payload, resolve who is asking, and hand the command to the rooms service. */
@WebSocketGateway()
export class ArenaGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(ArenaGateway.name);

  constructor(
    private readonly rooms: ArenaRoomsService,
    private readonly identities: SocketIdentityService,
  ) {}

  afterInit(server: Server): void {
    this.rooms.attach(server);
  }

  handleConnection(socket: Socket): void {
    const data: ArenaSocketData = {
      identity: this.identities.identify(socket),
      rooms: new Set(),
      bucket: new TokenBucket(10, 20, Date.now()),
    };
    socket.data = data;
  }

  /** A dropped player keeps identity and score; the node may be shutting down, so failures are only logged. */
  async handleDisconnect(socket: Socket): Promise<void> {
    const data = socket.data as ArenaSocketData;
    try {
      const identity = await data.identity;
      for (const roomId of data.rooms) {
        await this.rooms.execute(roomId, { type: 'leave', playerId: identity.playerId, reason: 'disconnect' });
      }
    } catch (error) {
      this.logger.warn(`Could not mark a player disconnected: ${(error as Error).message}`);
    }
  }

  @SubscribeMessage('arena:join')
  join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    return this.handle(socket, 'arena:join', body, async (payload, identity) => {
      const roomId = await this.rooms.roomForPin(payload.pin);
      const view = roomId ? await this.rooms.snapshotFor(roomId, identity.playerId) : null;
      if (!roomId || !view) return refuse('ARENA_010', 'No game with that PIN');
      if (view.hostId !== identity.playerId) {
        const nickname = (payload.nickname ?? identity.name ?? '').trim();
        const result = await this.rooms.execute(roomId, {
          type: 'join',
          playerId: identity.playerId,
          nickname,
          isGuest: identity.isGuest,
        });
        if (!result.ok) return refuse(result.code, result.message);
      }
      await this.enter(socket, roomId, identity.playerId);
      return {
        ok: true,
        data: {
          roomId,
          playerId: identity.playerId,
          snapshot: await this.rooms.snapshotFor(roomId, identity.playerId),
        },
      };
    });
  }

  @SubscribeMessage('arena:answer')
  answer(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    return this.handle(socket, 'arena:answer', body, async (payload, identity) => {
      if (!this.joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const command = {
        type: 'answer' as const,
        playerId: identity.playerId,
        questionIndex: payload.questionIndex,
        choice: payload.choice,
      };
      const result = await this.rooms.execute(payload.roomId, command);
      return result.ok ? { ok: true, data: { receivedAt: Date.now() } } : refuse(result.code, result.message);
    });
  }

  @SubscribeMessage('arena:host')
  host(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    return this.handle(socket, 'arena:host', body, async (payload, identity) => {
      const view = await this.rooms.snapshotFor(payload.roomId, identity.playerId);
      if (!view) return refuse('ARENA_010', 'No such room');
      // Admins may run any room: the engine sees them as its host.
      const by = identity.isAdmin ? view.hostId : identity.playerId;
      const command =
        payload.action === 'kick'
          ? { type: 'kick' as const, by, playerId: payload.playerId ?? '' }
          : { type: payload.action, by };
      const result = await this.rooms.execute(payload.roomId, command);
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  @SubscribeMessage('arena:sync')
  sync(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    return this.handle(socket, 'arena:sync', body, async (payload, identity) => {
      if (!this.joined(socket, payload.roomId)) return refuse('ARENA_008', 'Join the room first');
      const view = await this.rooms.snapshotFor(payload.roomId, identity.playerId);
      return view ? { ok: true, data: view } : refuse('ARENA_010', 'No such room');
    });
  }

  @SubscribeMessage('arena:leave')
  leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    return this.handle(socket, 'arena:leave', body, async (payload, identity) => {
      if (!this.joined(socket, payload.roomId)) return refuse('ARENA_008', 'Not in that room');
      (socket.data as ArenaSocketData).rooms.delete(payload.roomId);
      await socket.leave(roomChannel(payload.roomId));
      await socket.leave(playerChannel(payload.roomId, identity.playerId));
      const result = await this.rooms.execute(payload.roomId, {
        type: 'leave',
        playerId: identity.playerId,
        reason: 'leave',
      });
      return result.ok ? { ok: true } : refuse(result.code, result.message);
    });
  }

  /** Rate limit, schema check and identity for every Arena event; a bad payload gets VAL_001, never an exception. */
  private async handle<E extends ClientEventName>(
    socket: Socket,
    event: E,
    body: unknown,
    run: (payload: z.output<(typeof CLIENT_EVENTS)[E]['payload']>, identity: SocketIdentity) => Promise<SocketAck>,
  ): Promise<SocketAck> {
    const data = socket.data as ArenaSocketData;
    if (!data.bucket.take(Date.now())) return refuse('RATE_001', 'Too many messages: slow down');
    const parsed = CLIENT_EVENTS[event].payload.safeParse(body);
    if (!parsed.success)
      return refuse(
        'VAL_001',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      );
    return run(parsed.data as z.output<(typeof CLIENT_EVENTS)[E]['payload']>, await data.identity);
  }

  private joined(socket: Socket, roomId: string): boolean {
    return (socket.data as ArenaSocketData).rooms.has(roomId);
  }

  private async enter(socket: Socket, roomId: string, playerId: string): Promise<void> {
    (socket.data as ArenaSocketData).rooms.add(roomId);
    await socket.join(roomChannel(roomId));
    await socket.join(playerChannel(roomId, playerId));
  }
}
