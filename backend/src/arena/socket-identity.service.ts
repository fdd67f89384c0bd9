import { fastifyCookie, unsign } from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { SESSION_COOKIE, SessionService } from '../auth/session/session.service';
import { PLAYER_COOKIE } from '../daily-quiz/player-identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import type { HandshakeRequest } from '../infra/socket/app-io.adapter';
import { UsersService } from '../users/users.service';

export interface SocketIdentity {
  playerId: string;
  /** A member's display name; guests choose a nickname. */
  name: string | null;
  isGuest: boolean;
  userId: string | null;
  isAdmin: boolean;
}

/**
 * Who is on a socket, checked once at the handshake from the same cookies as HTTP: the session for members,
 * the signed guest cookie for guests (so a guest who reconnects is the same player), else a one-off guest.
 */
@Injectable()
export class SocketIdentityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  async identify(socket: Socket): Promise<SocketIdentity> {
    const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
    const session = await this.sessions.resolveSigned(cookies[SESSION_COOKIE]);
    const user = session ? await this.users.findById(session.userId) : null;
    if (user) {
      return {
        playerId: `user:${user.id}`,
        name: user.fullName,
        isGuest: false,
        userId: user.id,
        isAdmin: user.role === 'ADMIN',
      };
    }
    const guest = cookies[PLAYER_COOKIE] ? unsign(cookies[PLAYER_COOKIE], this.config.sessionSecret) : null;
    const minted = (socket.request as HandshakeRequest).guestPlayerId;
    const guestId = guest?.valid && guest.value ? guest.value : (minted ?? `socket-${socket.id}`);
    return { playerId: `guest:${guestId}`, name: null, isGuest: true, userId: null, isAdmin: false };
  }
}
