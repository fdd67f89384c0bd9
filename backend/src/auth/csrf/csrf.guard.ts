import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { CSRF_EXEMPT, type WithPrincipal } from '../../identity';
import { CsrfService } from './csrf.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every POST, PUT, PATCH and DELETE by a cookie principal (a member's session, a guest's cookie, or no one yet)
 * needs a valid CSRF-Token header: 403 AUTH_008 otherwise. @CsrfExempt routes (signed webhooks, and the developer
 * API's key-only routes through @ApiKeyRoute) skip it: a forged cross-site request cannot carry their proof.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly csrf: CsrfService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & WithPrincipal>();
    if (SAFE_METHODS.has(request.method)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT, targets)) return true;
    const via = request.principal?.via ?? 'none';
    const cookieBorne = via === 'session' || via === 'cookie' || via === 'none';
    if (cookieBorne && !this.csrf.isValid(request)) {
      throw new AppException('AUTH_008', 'Invalid or missing CSRF token');
    }
    return true;
  }
}
