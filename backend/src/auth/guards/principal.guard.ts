import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AccountRole } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import type { Socket } from 'socket.io';
import { AppException } from '../../common/app-exception';
import {
  API_KEY_AUTH,
  IS_PUBLIC,
  type MemberPrincipal,
  PLAYER_COOKIE,
  type Principal,
  ROLES,
  type WithPrincipal,
} from '../../identity';
import { PrincipalResolver } from '../principal/principal-resolver.service';

/** An open socket re-reads its member at most this often, so a session ended on another node stops counting. */
export const SOCKET_RECHECK_MS = 30_000;

type SocketWithPrincipal = Socket & {
  data: WithPrincipal & { checkedAt?: number; rechecking?: Promise<Principal> };
};

/**
 * The first guard of every route and socket event: who is calling (passport's session strategy over HTTP, the
 * handshake's principal on a socket), then whether they may: members only unless @Public, and @Roles. Routes
 * marked for API keys are left to their own guard.
 */
@Injectable()
export class PrincipalGuard extends AuthGuard(['session']) {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: PrincipalResolver,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // A developer API route reads no cookie at all: its own guard (after this one) checks the caller's API key.
    if (this.reflector.getAllAndOverride<boolean>(API_KEY_AUTH, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const principal =
      context.getType() === 'ws'
        ? await this.socketPrincipal(context.switchToWs().getClient<SocketWithPrincipal>())
        : await this.requestPrincipal(context);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (principal.kind !== 'member') throw new AppException('AUTH_005', 'Not logged in');
    const roles = this.reflector.getAllAndOverride<AccountRole[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(principal.role)) throw new AppException('AUTH_010', 'Not allowed');
    return true;
  }

  override getAuthenticateOptions(): { property: string; session: boolean } {
    return { property: 'principal', session: false };
  }

  /** No member is not an error here: the caller is then a guest, and the route decides whether that will do. */
  override handleRequest<T>(error: unknown, member: T): T {
    if (error) throw error;
    return (member || null) as T;
  }

  private async requestPrincipal(context: ExecutionContext): Promise<Principal> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest & WithPrincipal>();
    request.principal ??= this.resolver.guest(request.cookies[PLAYER_COOKIE]);
    return request.principal;
  }

  /**
   * A socket keeps the principal of its handshake: no lookup per event. A member's session and role are re-read
   * at most every SOCKET_RECHECK_MS (a logout elsewhere also closes the socket at once, see SocketRevocationGateway);
   * events that arrive during a re-read wait for that one read rather than each starting their own.
   */
  private socketPrincipal(socket: SocketWithPrincipal): Promise<Principal> {
    const principal = socket.data.principal;
    if (!principal) return Promise.reject(new AppException('AUTH_005', 'Not connected'));
    if (principal.kind !== 'member' || Date.now() - (socket.data.checkedAt ?? 0) < SOCKET_RECHECK_MS)
      return Promise.resolve(principal);
    socket.data.rechecking ??= this.recheck(socket, principal).finally(() => {
      socket.data.rechecking = undefined;
    });
    return socket.data.rechecking;
  }

  private async recheck(socket: SocketWithPrincipal, principal: MemberPrincipal): Promise<Principal> {
    const fresh = await this.resolver.refresh(principal);
    if (!fresh) {
      // The session ended somewhere we did not hear of: this socket's rights end with it.
      socket.disconnect(true);
      throw new AppException('AUTH_005', 'Your session has ended');
    }
    socket.data.principal = fresh;
    socket.data.checkedAt = Date.now();
    return fresh;
  }
}
