import type { IncomingMessage } from 'node:http';

/**
 * The caller's address as Fastify sees it with the same TRUST_PROXY setting: the left-most X-Forwarded-For
 * entry behind a trusted proxy, the socket's peer otherwise. Sockets use it so limits per IP match HTTP's.
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
