import { createHash, randomInt } from 'node:crypto';
import { API_KEY_HEADER, API_KEY_PATTERN, API_KEY_PREFIX, type ApiKeyKind } from '@trivia/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters: about 238 bits from the OS's CSPRNG, far past guessing. */
export const API_KEY_SECRET_LENGTH = 40;
/** How much of the key the dashboard shows: the kind's prefix and four characters (`tq_sk_AbC1`). */
const DISPLAY_PREFIX_LENGTH = 10;

export interface NewApiKey {
  key: string;
  hash: string;
  prefix: string;
  last4: string;
}

/** A fresh key of this kind: the whole key (shown once), its hash (stored) and the parts shown later. */
export function generateApiKey(kind: ApiKeyKind): NewApiKey {
  let secret = '';
  // randomInt draws without modulo bias, so every character is uniform over the 62.
  for (let i = 0; i < API_KEY_SECRET_LENGTH; i += 1) secret += BASE62[randomInt(BASE62.length)];
  const key = `${API_KEY_PREFIX[kind]}${secret}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, DISPLAY_PREFIX_LENGTH), last4: key.slice(-4) };
}

/** SHA-256 hex of the whole key: the only form stored, and the form a presented key is looked up by. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/**
 * The key a request presents: `X-API-Key: <key>` or `Authorization: Bearer <key>` (X-API-Key wins when both are
 * sent). Null when neither carries one.
 */
export function presentedApiKey(headers: Record<string, string | string[] | undefined>): string | null {
  const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const header = single(headers[API_KEY_HEADER]);
  if (header) return header;
  const bearer = /^Bearer\s+(\S+)$/i.exec(single(headers.authorization) ?? '');
  return bearer?.[1] ?? null;
}
