import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';

export const CSRF_COOKIE = 'trivia_csrf';
export const CSRF_HEADER = 'csrf-token';

/**
 * Synchroniser tokens without server state: a random secret lives in an HttpOnly cookie, and a token is a
 * random salt with the HMAC of salt and secret. A page on another origin can neither read the secret nor
 * mint a token, and the header cannot be set cross-site without CORS, which we do not allow.
 */
@Injectable()
export class CsrfService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  issueToken(request: FastifyRequest, reply: FastifyReply): string {
    let secret = this.secretOf(request);
    if (!secret) {
      secret = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.secureCookies,
        signed: true,
      });
    }
    const salt = randomBytes(12).toString('base64url');
    return `${salt}.${this.sign(secret, salt)}`;
  }

  isValid(request: FastifyRequest): boolean {
    const secret = this.secretOf(request);
    const header = request.headers[CSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!secret || !token) return false;
    const [salt, signature] = token.split('.');
    if (!salt || !signature) return false;
    const expected = Buffer.from(this.sign(secret, salt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private secretOf(request: FastifyRequest): string | null {
    const raw = request.cookies[CSRF_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }

  private sign(secret: string, salt: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`${secret}.${salt}`).digest('base64url');
  }
}
