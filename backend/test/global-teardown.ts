import { Client } from 'pg';
import type { EmbeddedPostgres } from '../src/infra/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgres }).__EMBEDDED_PG__;
  if (embedded) await embedded.stop();
  const name = process.env.IT_DATABASE_NAME;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name && serverUrl) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
