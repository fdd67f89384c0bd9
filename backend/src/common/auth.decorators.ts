import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../users/user.entity';

export const IS_PUBLIC = 'auth:isPublic';
export const ROLES = 'auth:roles';

/** Routes need a logged-in user unless marked public. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only users with one of these roles may call the route. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export interface RequestAuth {
  user: UserEntity | null;
  /** Hash of the current session id, when the request carried a live session. */
  sessionIdHash: string | null;
}

export type AuthedRequest = FastifyRequest & { auth?: RequestAuth };

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): UserEntity => {
  const request = context.switchToHttp().getRequest<AuthedRequest>();
  // The auth guard has already refused requests without a user on non-public routes.
  return request.auth?.user as UserEntity;
});

export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): RequestAuth => {
  const request = context.switchToHttp().getRequest<AuthedRequest>();
  return request.auth ?? { user: null, sessionIdHash: null };
});
