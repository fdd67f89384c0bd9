import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'trivia-config-'));

describe('config', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      seedDemoData: true,
      // A database that is down costs a request about 1.5 s before its 503; a migration may run a minute.
      databaseTimeouts: { connectMs: 1500, queryMs: 60_000 },
    });
  });

  it('generates a session secret once and keeps it under the data directory', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('seeds the demo accounts unless NODE_ENV is production, where only SEED_DEMO_DATA=true asks for them', () => {
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development' }).seedDemoData).toBe(true);
    const production = { DATA_DIR: tmp(), NODE_ENV: 'production', BILLING_TEST_PROVIDER: 'true' } as const;
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('takes the data encryption key as hex or base64, or generates and keeps one apart from the session secret', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: tmp(), DATA_ENCRYPTION_KEY: hex }).dataEncryptionKey.toString('hex')).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: tmp(), DATA_ENCRYPTION_KEY: base64 }).dataEncryptionKey).toEqual(Buffer.alloc(32, 7));
    const dir = tmp();
    const generated = loadConfig({ DATA_DIR: dir }).dataEncryptionKey;
    expect(generated).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).dataEncryptionKey).toEqual(generated);
    expect(readFileSync(join(dir, 'data-encryption-key'), 'utf8')).not.toBe(
      readFileSync(join(dir, 'session-secret'), 'utf8'),
    );
  });

  it('lists every bad value at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        DATA_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        SESSION_SECRET: 'short',
        SEED_DEMO_DATA: 'maybe',
        DATA_ENCRYPTION_KEY: 'too-short',
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = error!.problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'REDIS_URL',
        'SESSION_SECRET',
        'SEED_DEMO_DATA',
        'DATA_ENCRYPTION_KEY',
      ]),
    );
    expect(error!.message).toContain('Invalid configuration');
  });

  it('marks cookies Secure behind an https public URL, and treats empty strings as unset', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PUBLIC_URL: 'https://quiz.example.com/',
      REDIS_URL: '',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://quiz.example.com',
      secureCookies: true,
      redisUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('keeps files under DATA_DIR/files, with job and mail retry defaults, when nothing else is set', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      storage: { kind: 'local', dir: join(dir, 'files') },
      jobShutdownTimeoutMs: 10_000,
      mailSendAttempts: 5,
      mailRetryDelayMs: 30_000,
    });
    expect(loadConfig({ DATA_DIR: dir, STORAGE_DIR: 'pack-files' }, '/srv/app').storage).toEqual({
      kind: 'local',
      dir: '/srv/app/pack-files',
    });
  });

  const s3 = {
    STORAGE_S3_BUCKET: 'quiz-packs',
    STORAGE_S3_REGION: 'eu-west-2',
    STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('stores files in S3 when the S3 settings are all given', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ...s3 }).storage).toEqual({
      kind: 's3',
      bucket: 'quiz-packs',
      region: 'eu-west-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      endpoint: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      DATA_DIR: tmp(),
      ...s3,
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.storage).toMatchObject({ kind: 's3', endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it.each([
    [
      { STORAGE_S3_BUCKET: 'quiz-packs' },
      ['STORAGE_S3_REGION', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'],
    ],
    [{ ...s3, STORAGE_S3_SECRET_ACCESS_KEY: '' }, ['STORAGE_S3_SECRET_ACCESS_KEY']],
    [{ STORAGE_S3_ENDPOINT: 'http://minio:9000' }, ['STORAGE_S3_BUCKET', 'STORAGE_S3_REGION']],
    [{ STORAGE_S3_FORCE_PATH_STYLE: 'true' }, ['STORAGE_S3_BUCKET']],
  ])('refuses half an S3 configuration (%j), naming what is missing', (env, missing) => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', ...env });
    } catch (caught) {
      error = caught as ConfigError;
    }
    const fields = error!.problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['PORT', ...missing]));
  });

  it('refuses a retry count, delay or shutdown bound that is not a positive whole number', () => {
    const env = { MAIL_SEND_ATTEMPTS: '0', MAIL_RETRY_DELAY_MS: 'soon', JOB_SHUTDOWN_TIMEOUT_MS: '-1' };
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: tmp(), ...env });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error!.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(Object.keys(env).sort());
  });
  it('keeps a replaced pack file at least as long as a download link works', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PACK_FILES_KEPT_SECONDS: '300' }).packFilesKeptMs).toBe(300_000);
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: tmp(), PACK_FILES_KEPT_SECONDS: '299' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error!.problems).toEqual([
      expect.stringMatching(
        /^PACK_FILES_KEPT_SECONDS: must be at least 300: a download link handed out works that long/,
      ),
    ]);
  });

  it('uses Stripe only when both of its keys are set, and the test provider with a stable secret otherwise', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig({ DATA_DIR: tmp(), ...stripe }).payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    const secret = { SESSION_SECRET: 'a-session-secret-of-at-least-32-characters' };
    const test = loadConfig({ DATA_DIR: tmp(), ...secret }).payments;
    expect(test.kind).toBe('test');
    // Every node with the same session secret signs and checks test webhooks with the same secret.
    expect(loadConfig({ DATA_DIR: tmp(), ...secret }).payments).toEqual(test);
    expect(loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: `${secret.SESSION_SECRET}!` }).payments).not.toEqual(test);
    expect(loadConfig({ DATA_DIR: tmp(), BILLING_TEST_WEBHOOK_SECRET: 'whsec_given_for_tests' }).payments).toEqual({
      kind: 'test',
      webhookSecret: 'whsec_given_for_tests',
    });
  });

  it('refuses one Stripe key without the other', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with the other STRIPE_\* setting/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
  });

  it('refuses to take test cards in production unless BILLING_TEST_PROVIDER=true asks for it', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: required in production with STRIPE_WEBHOOK_SECRET/,
    );
    const demo = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', BILLING_TEST_PROVIDER: 'true' });
    expect(demo.payments.kind).toBe('test');
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', ...stripe }).payments.kind).toBe('stripe');
  });
});
