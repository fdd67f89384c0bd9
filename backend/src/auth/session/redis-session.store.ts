import type Redis from 'ioredis';
import type { SessionStore, StoredSession } from './session-store';

const sessionKey = (idHash: string) => `session:${idHash}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

/** Sessions in Redis with their TTL, plus a set per user so all of a user's sessions can be ended. */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async save(idHash: string, session: StoredSession): Promise<void> {
    const ttlMs = Math.max(1, session.expiresAt.getTime() - Date.now());
    await this.redis
      .multi()
      .set(
        sessionKey(idHash),
        JSON.stringify({ userId: session.userId, expiresAt: session.expiresAt.toISOString() }),
        'PX',
        ttlMs,
      )
      .sadd(userKey(session.userId), idHash)
      .pexpire(userKey(session.userId), ttlMs)
      .exec();
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const raw = await this.redis.get(sessionKey(idHash));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { userId: string; expiresAt: string };
    return { userId: parsed.userId, expiresAt: new Date(parsed.expiresAt) };
  }

  async delete(idHash: string): Promise<void> {
    const session = await this.find(idHash);
    const pipeline = this.redis.multi().del(sessionKey(idHash));
    if (session) pipeline.srem(userKey(session.userId), idHash);
    await pipeline.exec();
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    const ids = (await this.redis.smembers(userKey(userId))).filter((id) => id !== exceptIdHash);
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .del(...ids.map(sessionKey))
      .srem(userKey(userId), ...ids)
      .exec();
  }
}
