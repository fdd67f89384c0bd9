import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createAppWithDatabase } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/config';
import { SecretBox } from '../src/infra/crypto/secret-box';
import { migrationsWith } from '../src/infra/database/migrations';

const serverUrl = process.env.TEST_DATABASE_URL;
// Several nodes only ever share a PostgreSQL server; the embedded mode is one process by design.
const describeOnServer = serverUrl ? describe : describe.skip;

describeOnServer('two nodes starting together on an empty database', () => {
  const name = `trivia_mig_${randomBytes(4).toString('hex')}`;
  const admin = () => new Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('migrate once between them and both come up', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'integration-test-secret-that-is-long-enough',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/trivia-it-${process.pid}`,
      SEED_DEMO_DATA: 'true',
    });
    const nodes = await Promise.all(
      [1, 2].map(() => createAppWithDatabase(config, { url: url.toString(), poolSize: 3 })),
    );
    try {
      const check = new Client({ connectionString: url.toString() });
      await check.connect();
      const migrations = await check.query('SELECT name FROM migrations');
      const flags = await check.query('SELECT name FROM feature_flags');
      const demo = await check.query(`SELECT email FROM users WHERE email LIKE '%@example.com'`);
      await check.end();
      expect(migrations.rows).toHaveLength(migrationsWith(new SecretBox(config.dataEncryptionKey)).length);
      expect(flags.rows).toHaveLength(4);
      expect(demo.rows).toHaveLength(4);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
