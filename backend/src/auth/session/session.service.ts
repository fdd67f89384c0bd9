import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { SESSION_STORE, type SessionStore } from './session-store';

export const SESSION_COOKIE = 'trivia_sid';

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface ResolvedSession {
  idHash: string;
  userId: string;
  expiresAt: number;
}

@Injectable()
export class SessionService {
  constructor(
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The session named by the request's signed cookie, if it is still live. */
  resolve(request: FastifyRequest): Promise<ResolvedSession | null> {
    return this.resolveSigned(request.cookies[SESSION_COOKIE]);
  }

  /** The same from a raw signed cookie value, as a Socket.IO handshake carries it. */
  async resolveSigned(raw: string | undefined): Promise<ResolvedSession | null> {
    if (!raw) return null;
    const unsigned = unsign(raw, this.config.sessionSecret);
    if (!unsigned.valid || !unsigned.value) return null;
    return this.resolveHash(hashSessionId(unsigned.value));
  }

  /** A session by the hash of its id, if it is still live (an open socket re-checks its session this way). */
  async resolveHash(idHash: string): Promise<ResolvedSession | null> {
    const session = await this.store.find(idHash);
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    return { idHash, userId: session.userId, expiresAt: session.expiresAt.getTime() };
  }

  /** Starts a session under a brand-new id (ending the previous one, if any) and sets the cookie. */
  async start(reply: FastifyReply, userId: string, previousIdHash?: string | null): Promise<string> {
    if (previousIdHash) await this.store.delete(previousIdHash);
    const id = randomBytes(32).toString('base64url');
    const idHash = hashSessionId(id);
    const expiresAt = new Date(Date.now() + this.config.sessionTtlMs);
    await this.store.save(idHash, { userId, expiresAt });
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      signed: true,
      expires: expiresAt,
    });
    return idHash;
  }

  async end(reply: FastifyReply, idHash: string | null): Promise<void> {
    if (idHash) await this.store.delete(idHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  endAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    return this.store.deleteAllForUser(userId, exceptIdHash);
  }
}
