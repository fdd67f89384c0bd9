import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from '../common/auth.decorators';
import { type Player, playerFor } from './player-identity';

/** The player behind a request: the logged-in user, or the guest cookie (set on first play). */
export const CurrentPlayer = createParamDecorator((_data: unknown, context: ExecutionContext): Player => {
  const http = context.switchToHttp();
  const request = http.getRequest<AuthedRequest>();
  return playerFor(request, http.getResponse<FastifyReply>(), request.auth?.user ?? null, request.protocol === 'https');
});
