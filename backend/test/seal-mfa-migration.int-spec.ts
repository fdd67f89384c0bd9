import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { totp } from '../src/auth/mfa/totp';
import { createAppWithDatabase } from '../src/app.factory';
import { loadConfig } from '../src/infra/config/config';
import { SecretBox } from '../src/infra/crypto/secret-box';
import { migrationsWith } from '../src/infra/database/migrations';
import { STRONG_PASSWORD, TestClient } from './harness';
import { PasswordHasher } from '../src/auth/password/password-hasher';

/**
 * A database from before the secrets were sealed: a member with MFA on, the secret in plain text and backup
 * codes as bare SHA-256. Starting the new version migrates them, and the member's second factor still works.
 * Runs on the run's empty scratch database (see global-setup), so it can stop the migrations half way.
 */
describe('sealing MFA secrets that were stored in plain text', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const email = 'legacy-mfa@test.example.com';

  it('seals every secret and peppers every code, and the member still logs in with both', async () => {
    const url = process.env.IT_SCRATCH_DATABASE_URL!;
    const poolSize = Number(process.env.IT_DATABASE_POOL ?? '1');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: `/tmp/trivia-it-seal-${process.pid}`,
      SESSION_SECRET: 'integration-test-secret-that-is-long-enough',
      DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    const box = new SecretBox(config.dataEncryptionKey);
    const before = new DataSource({
      type: 'postgres',
      url,
      poolSize,
      extra: { max: poolSize },
      // Every migration before the one that seals: the database as an older version left it.
      migrations: migrationsWith(box).slice(
        0,
        migrationsWith(box).findIndex((migration) => migration.name === 'SealMfaSecrets1764200000000'),
      ),
    });
    await before.initialize();
    await before.runMigrations();
    const hash = await new PasswordHasher().hash(STRONG_PASSWORD);
    const [{ id }] = await before.query(
      `INSERT INTO users (email, password_hash, full_name, mfa_enabled, mfa_secret) VALUES ($1, $2, 'Old Member', true, $3) RETURNING id`,
      [email, hash, secret],
    );
    await before.query(`INSERT INTO mfa_backup_codes (user_id, code_hash) VALUES ($1, $2)`, [
      id,
      createHash('sha256').update('abcdefghjk').digest('hex'),
    ]);
    await before.destroy();

    const { app, close } = await createAppWithDatabase(config, { url, poolSize });
    try {
      const check = app.get(DataSource);
      const [row] = await check.query('SELECT mfa_secret FROM users WHERE id = $1', [id]);
      expect(row.mfa_secret).toMatch(/^v1:/);
      expect(box.open(row.mfa_secret)).toBe(secret);
      const [code] = await check.query('SELECT code_hash FROM mfa_backup_codes WHERE user_id = $1', [id]);
      expect(code.code_hash).toMatch(/^h1:/);

      const login = (body: Record<string, unknown>) =>
        new TestClient(app).send('POST', '/api/auth/login', { email, password: STRONG_PASSWORD, ...body });
      expect(await login({ mfaCode: totp(secret, Date.now()) })).toMatchObject({ status: 200, body: { email } });
      expect(await login({ mfaCode: 'ABCD-EFGH-JK', useBackupCode: true })).toMatchObject({ status: 200 });
    } finally {
      await close();
    }
  });
});
