import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../common/app-exception';
import { principalOf } from '../identity';

/** Who did an admin action, and under which request: what every audit row starts from. */
export interface AdminActor {
  id: string;
  email: string;
  /** The caller's X-Request-Id when it sent a sane one, else one minted here; answered in the same header. */
  requestId: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id a proxy or the client sent, or a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The admin calling an admin route (the route's @Roles('ADMIN') has already been checked), with the request id
 * the audit row keeps; the reply carries the id back so a support question can name the row.
 */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AdminActor => {
  const principal = principalOf(context);
  if (principal.kind !== 'member' || principal.role !== 'ADMIN') throw new AppException('AUTH_010', 'Admins only');
  const http = context.switchToHttp();
  const requestId = requestIdOf(http.getRequest<FastifyRequest>().headers['x-request-id']);
  void http.getResponse<FastifyReply>().header('x-request-id', requestId);
  return { id: principal.userId, email: principal.user.email, requestId };
});
