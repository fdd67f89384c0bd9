import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../../common/zod-validation.pipe';

/**
 * Login's first factor through passport-local. Guards run before pipes, so the body is checked against the
 * shared schema here (400 VAL_001, nothing tried) and the normalised e-mail is what passport reads.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = validate(loginRequestSchema).transform(request.body);
    return super.canActivate(context) as Promise<boolean>;
  }

  override getAuthenticateOptions(): { property: string; session: boolean } {
    return { property: 'passwordUser', session: false };
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
