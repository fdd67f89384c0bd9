import type { Provider } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { REDIS } from '../../infra/redis/redis.provider';
import { PgSessionStore } from './pg-session.store';
import { RedisSessionStore } from './redis-session.store';
import { SessionEntity } from './session.entity';
import { SESSION_STORE, type SessionStore } from './session-store';

/** Sessions go to Redis when it is configured, to PostgreSQL otherwise. */
export const sessionStoreProvider: Provider = {
  provide: SESSION_STORE,
  inject: [REDIS, getRepositoryToken(SessionEntity)],
  useFactory: (redis: Redis | null, sessions: Repository<SessionEntity>): SessionStore =>
    redis ? new RedisSessionStore(redis) : new PgSessionStore(sessions),
};
