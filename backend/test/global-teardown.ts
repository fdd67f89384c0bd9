import Redis from 'ioredis';
import { Client } from 'pg';
import type { EmbeddedPostgres } from '../src/infra/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgres[] }).__EMBEDDED_PG__ ?? [];
  await Promise.all(embedded.map((database) => database.stop()));
  const name = process.env.IT_DATABASE_NAME;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name && serverUrl) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${name}_scratch WITH (FORCE)`);
    await admin.end();
  }
  const redisUrl = process.env.TEST_REDIS_URL;
  if (name && redisUrl) await forgetRedisKeys(redisUrl, `it-${name}-*`);
}

/** The run's keys (every test app's prefix starts with the run's database name): the shared Redis keeps none. */
async function forgetRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
