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
    });
  });

  it('generates a session secret once and keeps it under the data directory', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
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
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const fields = error!.problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'SEED_DEMO_DATA']),
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
});
