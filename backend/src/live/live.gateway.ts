import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  CLIENT_EVENTS,
  type ClientToServerEvents,
  LIVE_PUSH_INTERVAL_MS,
  type ServerToClientEvents,
  type SocketAck,
} from '@trivia/contracts';
import type { Server, Socket } from 'socket.io';
import { DailyPlayersService } from '../daily-quiz/daily-players.service';
import { Public } from '../identity';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';

const ROOM = 'live:daily-stats';

/** A page subscribes once and unsubscribes once: anything near this rate is a script. */
export const LIVE_EVENTS: RateLimitPolicy = { name: 'live-events', points: 10, windowSeconds: 10, scope: 'local' };
const TOO_FAST: SocketAck = { ok: false, code: 'RATE_001', message: 'Too many messages: slow down' };

/**
 * Live daily-quiz counts. Each node reads the shared counters once a second and pushes to its own
 * subscribers only when the figures changed: at most one push a second per page, whatever the node count.
 */
@Public()
@WebSocketGateway()
export class LiveGateway implements OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private readonly server!: Server<ClientToServerEvents, ServerToClientEvents>;
  private readonly logger = new Logger(LiveGateway.name);
  private timer?: NodeJS.Timeout;
  private lastPushed = '';

  constructor(
    private readonly players: DailyPlayersService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.push(), LIVE_PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  @SubscribeMessage('live:subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<SocketAck> {
    if (!(await this.limiter.consume(LIVE_EVENTS, socket.id)).allowed) return TOO_FAST;
    const parsed = CLIENT_EVENTS['live:subscribe'].payload.safeParse(payload);
    if (!parsed.success) return { ok: false, code: 'VAL_001', message: 'Unknown topic' };
    await socket.join(ROOM);
    socket.emit('live:daily-stats', await this.players.stats(Date.now()));
    return { ok: true };
  }

  @SubscribeMessage('live:unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<SocketAck> {
    if (!(await this.limiter.consume(LIVE_EVENTS, socket.id)).allowed) return TOO_FAST;
    const parsed = CLIENT_EVENTS['live:unsubscribe'].payload.safeParse(payload);
    if (!parsed.success) return { ok: false, code: 'VAL_001', message: 'Unknown topic' };
    await socket.leave(ROOM);
    return { ok: true };
  }

  private async push(): Promise<void> {
    const local = this.server?.of('/').adapter.rooms.get(ROOM);
    if (!local || local.size === 0) return;
    try {
      const stats = await this.players.stats(Date.now());
      const snapshot = JSON.stringify(stats);
      if (snapshot === this.lastPushed) return;
      this.lastPushed = snapshot;
      this.server.local.to(ROOM).emit('live:daily-stats', stats);
    } catch (error) {
      this.logger.warn(`Live stats push skipped: ${(error as Error).message}`);
    }
  }
}
