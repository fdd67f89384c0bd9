import { randomBytes } from 'node:crypto';
import { fastifyCookie, sign, unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A guest's anonymous player id lives a year in this signed, HttpOnly cookie. */
export const PLAYER_COOKIE = 'trivia_player';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const newGuestId = () => randomBytes(16).toString('base64url');

const cookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  expires: new Date(Date.now() + ONE_YEAR_MS),
});

/** The guest id a browser's signed cookie carries, if any. */
export function guestIdFromSigned(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const unsigned = unsign(raw, secret);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function guestIdFromRequest(request: FastifyRequest): string | null {
  const raw = request.cookies[PLAYER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Gives a guest an id on first play and sets the cookie that keeps it. */
export function mintGuestCookie(reply: FastifyReply, secure: boolean): string {
  const id = newGuestId();
  reply.setCookie(PLAYER_COOKIE, id, { ...cookieOptions(secure), signed: true });
  return id;
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
  if (guestIdFromSigned(existing, secret)) return null;
  const guestId = newGuestId();
  return { guestId, setCookie: fastifyCookie.serialize(PLAYER_COOKIE, sign(guestId, secret), cookieOptions(secure)) };
}
