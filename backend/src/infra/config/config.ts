import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { z } from 'zod';
import type { DatabaseTimeouts } from '../database/database-options';
import { envSchema, envWithRulesSchema } from './config.schema';
import type { S3Settings } from '../storage/s3-file-storage';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** How long a request waits for a database connection, and a statement may run, before the answer is 503. */
  databaseTimeouts: DatabaseTimeouts;
  redisUrl?: string;
  /** Every Redis key starts with this, so deployments (or test runs) can share a Redis server. */
  redisKeyPrefix: string;
  sessionSecret: string;
  /** Encrypts secrets at rest (MFA secrets) and derives the peppers of keyed hashes; never the session secret. */
  dataEncryptionKey: Buffer;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl?: string;
  mailFrom: string;
  sentryDsn?: string;
  staticDir: string;
  /** AdSense client id the frontend was built with (VITE_ADSENSE_CLIENT): the CSP allows the ad hosts. */
  adsenseClient?: string;
  /** The browser's Sentry DSN (VITE_SENTRY_DSN): the CSP allows reporting to it. */
  browserSentryDsn?: string;
  /** The generated question bank (packages/question-bank/dist/bank.json), imported at start. */
  questionBankFile: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  rateLimitPerMinute: number;
  /** Questions requests (/api.php) per address every 5 seconds: opentdb.com allows one. */
  openTdbRequestsPer5Seconds: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  /** New accounts per source address and hour. */
  registrationsPerHour: number;
  /** Daily quiz answers faster than this (from the question being shown) count as too fast for a person. */
  dailyTimeFloorMs: number;
  /** Ranked guest attempts per network, quiz and day; past it a guest still plays, unranked. */
  dailyGuestAttemptsPerIp: number;
  /** New Socket.IO connections per source address and minute. */
  socketConnectionsPerMinute: number;
  /** Arena rooms a member (or a network, by quick match) may open in ten minutes. */
  arenaRoomsPer10Minutes: number;
  /** How long a pack file replaced by a newer build stays in storage, for downloads and links already handed out. */
  packFilesKeptMs: number;
  sessionTtlMs: number;
  /** How long shutdown waits for running jobs; a job still running then is run again later. */
  jobShutdownTimeoutMs: number;
  mailSendAttempts: number;
  /** Wait before the first retry of a mail; it doubles before each later one. */
  mailRetryDelayMs: number;
  storage: StorageConfig;
  payments: PaymentsConfig;
}

/**
 * Stripe when both of its keys are set; otherwise the built-in test provider, which signs its webhooks with its
 * own secret (BILLING_TEST_WEBHOOK_SECRET, or one derived from the session secret so every node agrees).
 */
export type PaymentsConfig =
  { kind: 'stripe'; secretKey: string; webhookSecret: string } | { kind: 'test'; webhookSecret: string };

/** Where generated files go: a local directory, or an S3-compatible bucket when STORAGE_S3_* is set. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Keeps a generated secret under the data directory so sessions (and sealed secrets) survive restarts. */
function persistedSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses an environment into the typed config, or throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = envWithRulesSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', 48);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionSecret,
    dataEncryptionKey:
      e.DATA_ENCRYPTION_KEY ?? Buffer.from(persistedSecret(dataDir, 'data-encryption-key', 32), 'base64url'),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sentryDsn: e.SENTRY_DSN,
    staticDir: e.STATIC_DIR ?? resolve(__dirname, '../../../../frontend/dist'),
    adsenseClient: e.VITE_ADSENSE_CLIENT || undefined,
    browserSentryDsn: e.VITE_SENTRY_DSN,
    questionBankFile: e.QUESTION_BANK_FILE ?? resolve(__dirname, '../../../../packages/question-bank/dist/bank.json'),
    // Demo accounts with published passwords never appear in production unless asked for by name.
    seedDemoData: e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    openTdbRequestsPer5Seconds: e.OPENTDB_REQUESTS_PER_5_SECONDS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    dailyTimeFloorMs: e.DAILY_TIME_FLOOR_MS,
    dailyGuestAttemptsPerIp: e.DAILY_GUEST_ATTEMPTS_PER_IP,
    socketConnectionsPerMinute: e.SOCKET_CONNECTIONS_PER_MINUTE,
    arenaRoomsPer10Minutes: e.ARENA_ROOMS_PER_10_MINUTES,
    packFilesKeptMs: e.PACK_FILES_KEPT_SECONDS * 1000,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    jobShutdownTimeoutMs: e.JOB_SHUTDOWN_TIMEOUT_MS,
    mailSendAttempts: e.MAIL_SEND_ATTEMPTS,
    mailRetryDelayMs: e.MAIL_RETRY_DELAY_MS,
    storage: storageConfig(e, dataDir, cwd),
    payments: paymentsConfig(e, sessionSecret),
  };
}

function paymentsConfig(e: z.output<typeof envSchema>, sessionSecret: string): PaymentsConfig {
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return { kind: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET };
  }
  const derived = createHmac('sha256', sessionSecret).update('test-payment-provider-webhooks').digest('base64url');
  return { kind: 'test', webhookSecret: e.BILLING_TEST_WEBHOOK_SECRET ?? `whsec_test_${derived}` };
}

function storageConfig(e: z.output<typeof envSchema>, dataDir: string, cwd: string): StorageConfig {
  if (e.STORAGE_S3_BUCKET) {
    return {
      kind: 's3',
      bucket: e.STORAGE_S3_BUCKET,
      region: e.STORAGE_S3_REGION!,
      accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID!,
      secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY!,
      endpoint: e.STORAGE_S3_ENDPOINT,
      forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE ?? false,
    };
  }
  const dir = e.STORAGE_DIR ?? join(dataDir, 'files');
  return { kind: 'local', dir: isAbsolute(dir) ? dir : resolve(cwd, dir) };
}

/** The one place the process environment is read. */
export function loadConfigFromProcess(): AppConfig {
  return loadConfig(process.env);
}

export const APP_CONFIG = Symbol('APP_CONFIG');
