import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');

/**
 * The rate limiter's own connection, auto-pipelined: the commands it is given in one turn of the event loop (a
 * count or two for every request and socket event) go out in one write at the end of the turn, not a write each,
 * which was a tenth of a busy API's CPU. Kept apart from the shared client, whose other users (the Arena's answer
 * store among them) send at once rather than wait for the turn's end.
 */
export const LIMITER_REDIS = Symbol('LIMITER_REDIS');

/** A Redis client when REDIS_URL is set, or null for the in-process mode. */
export function createRedisClient(
  url: string | undefined,
  keyPrefix: string,
  { autoPipelining = false }: { autoPipelining?: boolean } = {},
): Redis | null {
  if (!url) return null;
  const logger = new Logger('Redis');
  const client = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 3,
    enableReadyCheck: true,
    lazyConnect: false,
    enableAutoPipelining: autoPipelining,
  });
  // A Redis restart must not crash the node: log and let ioredis reconnect.
  client.on('error', (error: Error) => logger.warn(`Redis error: ${error.message}`));
  return client;
}
