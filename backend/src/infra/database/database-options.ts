import type { DataSourceOptions } from 'typeorm';
import type { SecretBox } from '../crypto/secret-box';
import { migrationsWith } from './migrations';

export interface DatabaseTarget {
  url: string;
  /** 1 for embedded PGlite, which serves one connection at a time. */
  poolSize: number;
}

/**
 * One code path for both modes: the `pg` driver, the same migrations, never `synchronize`. Entities come from
 * the domain modules' `TypeOrmModule.forFeature` (autoLoadEntities), so infra names no domain.
 */
export function databaseOptions(
  target: DatabaseTarget,
  box: SecretBox,
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
    extra: { max: target.poolSize, connectionTimeoutMillis: 10_000 },
  };
}
