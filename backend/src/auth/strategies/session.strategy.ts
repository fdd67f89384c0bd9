import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import type { MemberPrincipal } from '../../identity';
import { PrincipalResolver } from '../principal/principal-resolver.service';
import { SESSION_COOKIE } from '../session/session.service';

/** The session cookie as a passport strategy: the member of a live session, or no one (the guard then sees a guest). */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly resolver: PrincipalResolver) {
    super();
  }

  validate(request: FastifyRequest): Promise<MemberPrincipal | null> {
    return this.resolver.member(request.cookies[SESSION_COOKIE]);
  }
}
