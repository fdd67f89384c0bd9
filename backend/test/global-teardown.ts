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
}
