import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { guestCookieForHandshake, type Principal } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { clientIp } from '../../infra/http/client-ip';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import type { SocketHooks } from '../../infra/socket/socket-hooks';
import { PrincipalResolver } from '../principal/principal-resolver.service';

/** What every socket carries from its handshake on. */
export interface SocketIdentityData {
  principal: Principal;
  ip: string;
  checkedAt: number;
}

type HandshakeRequest = IncomingMessage & { guestPlayerId?: string };

export const userSocketRoom = (userId: string) => `principal:user:${userId}`;
export const sessionSocketRoom = (sessionIdHash: string) => `principal:session:${sessionIdHash}`;

/**
 * A socket is who its handshake's cookies say, checked once when it connects: the member of a live session, the
 * guest of the player cookie (minted in the handshake's response when missing, so a guest who reconnects is the
 * same player), else nobody. Members' sockets join rooms named after their user and session, so ending either
 * can reach every socket on every node.
 */
@Injectable()
export class SocketAuthHooks implements SocketHooks {
  /** New sockets per source and minute: a pub full of phones reconnecting fits; a flood does not. */
  private readonly connections: RateLimitPolicy;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly resolver: PrincipalResolver,
  ) {
    this.connections = {
      name: 'socket-connections',
      points: config.socketConnectionsPerMinute,
      windowSeconds: 60,
      scope: 'shared',
    };
  }

  handshakeHeaders(headers: Record<string, string>, request: HandshakeRequest): void {
    const guest = guestCookieForHandshake(request.headers.cookie, this.config.sessionSecret, this.config.secureCookies);
    if (!guest) return;
    headers['set-cookie'] = guest.setCookie;
    request.guestPlayerId = guest.guestId;
  }

  async connect(socket: Socket): Promise<void> {
    const request = socket.request as HandshakeRequest;
    const ip = clientIp(request, this.config.trustProxy);
    assertAllowed(
      await this.limiter.consume(this.connections, ip),
      'RATE_001',
      'Too many connections from this network',
    );
    const principal = await this.resolver.fromCookieHeader(request.headers.cookie, request.guestPlayerId ?? null);
    const data: SocketIdentityData = { principal, ip, checkedAt: Date.now() };
    Object.assign(socket.data as object, data);
    if (principal.kind === 'member') {
      await socket.join([userSocketRoom(principal.userId), sessionSocketRoom(principal.sessionIdHash)]);
    }
  }
}
