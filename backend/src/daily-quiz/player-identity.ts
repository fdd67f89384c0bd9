import { randomBytes } from 'node:crypto';
import { fastifyCookie, sign, unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserEntity } from '../users/user.entity';

export const PLAYER_COOKIE = 'trivia_player';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface Player {
  key: string;
  userId: string | null;
}

/** The guest key a browser carries, if any: its results move to the account when it signs up or logs in. */
export function guestKeyFrom(request: FastifyRequest): string | null {
  const raw = request.cookies[PLAYER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? `guest:${unsigned.value}` : null;
}

/** A logged-in player is their account; a guest gets an anonymous id in a signed cookie, made on first play. */
export function playerFor(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserEntity | null,
  secure: boolean,
): Player {
  if (user) return { key: `user:${user.id}`, userId: user.id };
  const existing = guestKeyFrom(request);
  if (existing) return { key: existing, userId: null };
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(PLAYER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    expires: new Date(Date.now() + ONE_YEAR_MS),
  });
  return { key: `guest:${id}`, userId: null };
}

/**
 * For a Socket.IO handshake without a guest cookie: a fresh guest id and the Set-Cookie header that keeps it,
 * so a guest who drops and reconnects is the same player. Null when the browser already has a valid one.
 */
export function guestCookieForHandshake(
  cookieHeader: string | undefined,
  secret: string,
  secure: boolean,
): { guestId: string; setCookie: string } | null {
  const existing = fastifyCookie.parse(cookieHeader ?? '')[PLAYER_COOKIE];
  if (existing && unsign(existing, secret).valid) return null;
  const guestId = randomBytes(16).toString('base64url');
  const setCookie = fastifyCookie.serialize(PLAYER_COOKIE, sign(guestId, secret), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(Date.now() + ONE_YEAR_MS),
  });
  return { guestId, setCookie };
}
