import type { ApiKeyKind } from '@trivia/contracts';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** What a browser script may read of an answer: the limits, so a page can slow down before it is refused. */
const EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
].join(', ');
/** How long a browser may reuse a preflight answer; the real request is still checked against its key. */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

export type AccessDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; reason: string; headers: Record<string, string> };

export const normaliseOrigin = (origin: string) => origin.trim().toLowerCase();

/**
 * May this key make this request? A secret key may do anything its routes allow and gets no CORS headers (it
 * belongs on a server; a browser therefore cannot read the answer). A publishable key only reads (GET, HEAD), and
 * only with an Origin it lists: its answers name that origin in Access-Control-Allow-Origin.
 */
export function decideKeyAccess(input: {
  kind: ApiKeyKind;
  allowedOrigins: readonly string[];
  method: string;
  origin: string | undefined;
}): AccessDecision {
  if (input.kind === 'secret') return { allowed: true, headers: {} };
  const vary = { Vary: 'Origin' };
  if (!READ_METHODS.has(input.method.toUpperCase())) {
    return {
      allowed: false,
      reason: 'A publishable key may only read (GET): use a secret key on your server',
      headers: vary,
    };
  }
  const origin = input.origin ? normaliseOrigin(input.origin) : '';
  if (!origin) {
    return {
      allowed: false,
      reason: 'A publishable key works only from a browser page on one of its origins',
      headers: vary,
    };
  }
  if (!input.allowedOrigins.map(normaliseOrigin).includes(origin)) {
    return { allowed: false, reason: `This publishable key does not list the origin ${origin}`, headers: vary };
  }
  return {
    allowed: true,
    headers: {
      ...vary,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      // The site's default (same-origin) would stop the listed page from reading the answer in some browsers.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  };
}

/**
 * A browser's preflight (OPTIONS) carries no key, so it is answered for the origin: allowed when a live publishable
 * key lists it and the request it announces only reads. The real request is then checked against its own key.
 */
export function decidePreflight(input: {
  origin: string | undefined;
  requestedMethod: string | undefined;
  originListed: boolean;
}): AccessDecision {
  const vary = { Vary: 'Origin' };
  const origin = input.origin ? normaliseOrigin(input.origin) : '';
  if (!origin) return { allowed: false, reason: 'A preflight needs an Origin', headers: vary };
  if (!READ_METHODS.has((input.requestedMethod ?? '').toUpperCase())) {
    return {
      allowed: false,
      reason: 'From a browser, the API may only be read (GET) with a publishable key',
      headers: vary,
    };
  }
  if (!input.originListed) {
    return { allowed: false, reason: `No publishable key lists the origin ${origin}`, headers: vary };
  }
  return {
    allowed: true,
    headers: {
      ...vary,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Allow-Headers': 'X-API-Key, Authorization',
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  };
}
