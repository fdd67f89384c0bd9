import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: once a member has logged in on a browser, it carries a signed token naming them. Failed
 * logins from elsewhere never lock that browser out; its own failures are counted against the token alone.
 */
export const DEVICE_COOKIE = 'trivia_device';
export const DEVICE_COOKIE_DAYS = 365;

export interface DeviceToken {
  userId: string;
  nonce: string;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueDeviceToken(secret: string, userId: string): string {
  const body = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${sign(secret, body)}`;
}

export function readDeviceToken(secret: string, token: string | undefined): DeviceToken | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, nonce };
}
