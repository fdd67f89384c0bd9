import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');

/** A Redis client when REDIS_URL is set, or null for the in-process mode. */
export function createRedisClient(url: string | undefined, keyPrefix: string): Redis | null {
  if (!url) return null;
  const logger = new Logger('Redis');
  const client = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3, enableReadyCheck: true, lazyConnect: false });
  // A Redis restart must not crash the node: log and let ioredis reconnect.
  client.on('error', (error: Error) => logger.warn(`Redis error: ${error.message}`));
  return client;
}
