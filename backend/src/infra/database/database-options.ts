import type { DataSourceOptions } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './entities';

export interface DatabaseTarget {
  url: string;
  /** 1 for embedded PGlite, which serves one connection at a time. */
  poolSize: number;
}

/** One code path for both modes: the `pg` driver, the same entities and migrations, never `synchronize`. */
export function databaseOptions(target: DatabaseTarget): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Run at boot by runMigrationsExclusively, under a lock when several nodes share the database.
    migrationsRun: false,
    synchronize: false,
    poolSize: target.poolSize,
    extra: { max: target.poolSize, connectionTimeoutMillis: 10_000 },
  };
}
