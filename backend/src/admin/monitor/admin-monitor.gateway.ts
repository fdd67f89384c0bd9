import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CLIENT_EVENTS, type ClientEventAck as Ack, type ClientEventName, type SocketRefusal } from '@trivia/contracts';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { LiveRoomResult } from '../../arena/arena-live-rooms.service';
import { type MemberPrincipal, Public } from '../../identity';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { AdminMonitorService } from './admin-monitor.service';
import { AdminSocketCheck } from './admin-socket-check';

/** An admin's page sends a watch per filter or page change, and acts now and then: a script sends more. */
export const ADMIN_MONITOR_EVENTS: RateLimitPolicy = {
  name: 'admin-monitor-events',
  points: 20,
  windowSeconds: 2,
  scope: 'local',
};

type AdminEvent = Extract<ClientEventName, `admin:${string}`>;
type Payload<E extends AdminEvent> = z.output<(typeof CLIENT_EVENTS)[E]['payload']>;

const done = (result: LiveRoomResult): { ok: true } | SocketRefusal =>
  result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };

/**
 * The live-room monitor's socket events. Thin edge: the rate, then the admin role re-read fresh on every event
 * (rather than the guard's @Roles, which trusts a socket's role for up to 30 s and whose refusal is no ack: a
 * demoted admin must be refused at once, with a code), the payload, and one call to the monitor service. Never
 * answers with anything about a socket's transport: no headers, cookies, addresses or tokens are read here.
 */
@Public()
@WebSocketGateway()
export class AdminMonitorGateway implements OnGatewayInit, OnGatewayDisconnect {
  constructor(
    private readonly monitor: AdminMonitorService,
    private readonly admins: AdminSocketCheck,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  afterInit(server: Server): void {
    this.monitor.attach(server);
  }

  handleDisconnect(socket: Socket): void {
    this.monitor.unwatch(socket.id);
  }

  @SubscribeMessage('admin:monitor-watch')
  watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack<'admin:monitor-watch'>> {
    return this.handle(socket, 'admin:monitor-watch', body, async (query) => ({
      ok: true,
      data: await this.monitor.watch(socket, query),
    }));
  }

  @SubscribeMessage('admin:monitor-unwatch')
  async unwatch(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<Ack<'admin:monitor-unwatch'>> {
    // Stopping is always allowed, admin or not any more.
    this.monitor.unwatch(socket.id);
    return this.handle(socket, 'admin:monitor-unwatch', body, async () => ({ ok: true }));
  }

  @SubscribeMessage('admin:room-players')
  players(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack<'admin:room-players'>> {
    return this.handle(socket, 'admin:room-players', body, async ({ roomId, query }) => {
      const result = await this.monitor.players(roomId, query);
      return result.ok ? { ok: true, data: result.data } : result;
    });
  }

  @SubscribeMessage('admin:room-close')
  close(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack<'admin:room-close'>> {
    return this.handle(socket, 'admin:room-close', body, async ({ roomId, message }, admin) =>
      done(await this.monitor.close(admin, roomId, message)),
    );
  }

  @SubscribeMessage('admin:room-kick')
  kick(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack<'admin:room-kick'>> {
    return this.handle(socket, 'admin:room-kick', body, async ({ roomId, playerId, message }, admin) =>
      done(await this.monitor.kick(admin, roomId, playerId, message)),
    );
  }

  /** Rate, the admin role re-read now, then the payload: a bad one gets VAL_001, never an exception. */
  private async handle<E extends AdminEvent>(
    socket: Socket,
    event: E,
    body: unknown,
    run: (payload: Payload<E>, admin: MemberPrincipal) => Promise<Ack<E>>,
  ): Promise<Ack<E> | SocketRefusal> {
    if (!(await this.limiter.consume(ADMIN_MONITOR_EVENTS, socket.id)).allowed)
      return { ok: false, code: 'RATE_001', message: 'Too many messages: slow down' };
    const verdict = await this.admins.check(socket);
    if (!verdict.ok) {
      this.monitor.unwatch(socket.id);
      return verdict;
    }
    const parsed = CLIENT_EVENTS[event].payload.safeParse(body);
    if (!parsed.success)
      return {
        ok: false,
        code: 'VAL_001',
        message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      };
    return run(parsed.data as Payload<E>, verdict.admin);
  }
}
