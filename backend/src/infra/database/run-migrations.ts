import type { DataSource } from 'typeorm';

/** Any fixed number shared by every node: the advisory lock that lets one node migrate at a time. */
const MIGRATION_LOCK_KEY = 742_118_305;

/**
 * Runs pending migrations. Nodes starting together take turns under a PostgreSQL advisory lock, so a
 * migration never runs twice. Embedded PGlite has one connection and one process, so it needs no lock.
 */
export async function runMigrationsExclusively(dataSource: DataSource, useLock: boolean): Promise<void> {
  if (!useLock) {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}
