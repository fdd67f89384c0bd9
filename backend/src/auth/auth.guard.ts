import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { type AuthedRequest, IS_PUBLIC, ROLES } from '../common/auth.decorators';
import { UsersService } from '../users/users.service';
import { SessionService } from './session/session.service';

/** Resolves the session on every request; refuses non-public routes without a user and checks roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const session = await this.sessions.resolve(request);
    const user = session ? await this.users.findById(session.userId) : null;
    request.auth = { user, sessionIdHash: user && session ? session.idHash : null };

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!user) throw new AppException('AUTH_005', 'Not logged in');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) throw new AppException('AUTH_010', 'Not allowed');
    return true;
  }
}
