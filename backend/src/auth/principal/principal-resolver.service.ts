import { fastifyCookie } from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import {
  guestIdFromSigned,
  guestPrincipal,
  type MemberPrincipal,
  memberPrincipal,
  PLAYER_COOKIE,
  type Principal,
} from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { UsersService } from '../../users/users.service';
import { type ResolvedSession, SESSION_COOKIE, SessionService } from '../session/session.service';

/**
 * Turns the cookies a browser sends (with a request or a socket's handshake) into a principal: the member of
 * a live session, else the guest of the signed player cookie, else an anonymous guest.
 */
@Injectable()
export class PrincipalResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  /** The member behind a signed session cookie, or null. */
  async member(signedSessionCookie: string | undefined): Promise<MemberPrincipal | null> {
    return this.memberOf(await this.sessions.resolveSigned(signedSessionCookie));
  }

  guest(signedPlayerCookie: string | undefined, mintedGuestId: string | null = null): Principal {
    return guestPrincipal(guestIdFromSigned(signedPlayerCookie, this.config.sessionSecret) ?? mintedGuestId);
  }

  /** For a socket's handshake: the Cookie header, plus the guest id minted for it when it had none. */
  async fromCookieHeader(cookieHeader: string | undefined, mintedGuestId: string | null): Promise<Principal> {
    const cookies = fastifyCookie.parse(cookieHeader ?? '');
    return (await this.member(cookies[SESSION_COOKIE])) ?? this.guest(cookies[PLAYER_COOKIE], mintedGuestId);
  }

  /** The same member re-read (an open socket re-checks now and then): null once the session or user is gone. */
  async refresh(principal: MemberPrincipal): Promise<MemberPrincipal | null> {
    return this.memberOf(await this.sessions.resolveHash(principal.sessionIdHash));
  }

  private async memberOf(session: ResolvedSession | null): Promise<MemberPrincipal | null> {
    const user = session ? await this.users.findById(session.userId) : null;
    // A disabled account's sessions are ended when it is disabled; this also stops one a login raced in.
    return user && session && !user.disabledAt ? memberPrincipal(user, session) : null;
  }
}
