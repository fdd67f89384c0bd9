import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/infra/database/embedded-postgres';

/**
 * One database per run, plus an empty scratch database for the one test that migrates from nothing part way
 * (sealing old secrets). With TEST_DATABASE_URL (a server such as CI's) both are created on it; without, PGlite
 * runs in memory. Started here, outside Jest's module sandbox (PGlite cannot start inside it), passed on by env.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const [embedded, scratch] = await Promise.all([startEmbeddedPostgres('memory'), startEmbeddedPostgres('memory')]);
    (globalThis as { __EMBEDDED_PG__?: unknown[] }).__EMBEDDED_PG__ = [embedded, scratch];
    process.env.IT_DATABASE_URL = embedded.url;
    process.env.IT_DATABASE_POOL = '1';
    process.env.IT_SCRATCH_DATABASE_URL = scratch.url;
    return;
  }
  const name = `trivia_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(`CREATE DATABASE ${name}_scratch`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.IT_DATABASE_URL = url.toString();
  process.env.IT_DATABASE_POOL = '5';
  process.env.IT_DATABASE_NAME = name;
  url.pathname = `/${name}_scratch`;
  process.env.IT_SCRATCH_DATABASE_URL = url.toString();
}
