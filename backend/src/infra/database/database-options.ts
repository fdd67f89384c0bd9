import type { DataSourceOptions } from 'typeorm';
import type { SecretBox } from '../crypto/secret-box';
import { migrationsWith } from './migrations';

export interface DatabaseTarget {
  url: string;
  /** 1 for embedded PGlite, which serves one connection at a time. */
  poolSize: number;
  /**
   * How long a query may wait for the pool's connection when that is not a sign of trouble, instead of
   * `DatabaseTimeouts.connectMs`: the embedded database's one connection is shared by every request in turn, so
   * under load a query queues behind the others (the e2e suite's parallel browsers waited over 1.5 s) and that
   * wait says nothing about the database being down.
   */
  queueTimeoutMs?: number;
}

/** The embedded database's queue: generous, as it sits in the same process and cannot be away on its own. */
export const EMBEDDED_QUEUE_TIMEOUT_MS = 30_000;

/** How long the app waits on the database before it answers 503 (and how long a statement may run). */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from a full pool: short, so a database that is down costs a request ~1 s. */
  connectMs: number;
  /**
   * One statement: the server cancels it, and the client gives up on a connection that went silent. Migrations
   * run on the same pool before the app serves, so this must also cover the slowest migration.
   */
  queryMs: number;
}

/**
 * One code path for both modes: the `pg` driver, the same migrations, never `synchronize`. Entities come from
 * the domain modules' `TypeOrmModule.forFeature` (autoLoadEntities), so infra names no domain.
 */
export function databaseOptions(
  target: DatabaseTarget,
  box: SecretBox,
  timeouts: DatabaseTimeouts,
): DataSourceOptions & { autoLoadEntities: true } {
  return {
    type: 'postgres',
    url: target.url,
    autoLoadEntities: true,
    migrations: migrationsWith(box),
    // Run at boot by runMigrationsExclusively, under a lock when several nodes share the database.
    migrationsRun: false,
    synchronize: false,
    poolSize: target.poolSize,
    extra: {
      max: target.poolSize,
      // TCP keepalive notices a server that vanished without closing its connections (a partition, a dead host).
      keepAlive: true,
      connectionTimeoutMillis: target.queueTimeoutMs ?? timeouts.connectMs,
      statement_timeout: timeouts.queryMs,
      query_timeout: timeouts.queryMs,
    },
  };
}
