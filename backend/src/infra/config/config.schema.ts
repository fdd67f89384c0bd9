import { z } from 'zod';
import { DOWNLOAD_LINK_SECONDS } from '../storage/file-storage';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url()
        .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
          message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        })
        .optional(),
    )
    .optional();

/** Unset stays undefined (not a default), so a rule can tell "not given" from "false". */
const optionalFlag = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => ['true', '1', 'yes'].includes(value))
    .optional();

const flag = (fallback: boolean) => optionalFlag().transform((value) => value ?? fallback);

/** 32 bytes as 64 hex digits or base64 (`openssl rand -base64 32`). */
const encryptionKey = z
  .string()
  .trim()
  .transform((value, context) => {
    const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (bytes.length !== 32) {
      context.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
      return z.NEVER;
    }
    return bytes;
  })
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Without these four S3 cannot work; the endpoint and path style only refine them (AWS needs neither). */
const S3_REQUIRED = [
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;
const S3_KEYS = [...S3_REQUIRED, 'STORAGE_S3_ENDPOINT', 'STORAGE_S3_FORCE_PATH_STYLE'] as const;

/** Every setting the backend reads, validated once at boot (STYLE point 6). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(1500),
  DATABASE_QUERY_TIMEOUT_MS: positiveInt(60_000),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  REDIS_KEY_PREFIX: z.string().max(64).default('trivia:'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: encryptionKey,
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Trivia Platform <no-reply@trivia.example>'),
  SENTRY_DSN: optionalUrl(['http', 'https']),
  STATIC_DIR: z.string().optional(),
  // The frontend's build-time settings, read again at run time so the CSP allows exactly what the page loads.
  VITE_ADSENSE_CLIENT: z.string().trim().optional(),
  VITE_SENTRY_DSN: optionalUrl(['http', 'https']),
  QUESTION_BANK_FILE: z.string().optional(),
  SEED_DEMO_DATA: optionalFlag(),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  OPENTDB_REQUESTS_PER_5_SECONDS: positiveInt(1),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(30),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100),
  REGISTRATIONS_PER_HOUR: positiveInt(60),
  DAILY_TIME_FLOOR_MS: z.coerce.number().int().min(0).default(800),
  DAILY_GUEST_ATTEMPTS_PER_IP: positiveInt(30),
  SOCKET_CONNECTIONS_PER_MINUTE: positiveInt(120),
  ARENA_ROOMS_PER_10_MINUTES: positiveInt(10),
  /** A replaced pack file outlives every download link already handed out for it. */
  PACK_FILES_KEPT_SECONDS: z.coerce
    .number()
    .int()
    .min(DOWNLOAD_LINK_SECONDS, `must be at least ${DOWNLOAD_LINK_SECONDS}: a download link handed out works that long`)
    .default(900),
  SESSION_TTL_DAYS: positiveInt(14),
  JOB_SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  MAIL_SEND_ATTEMPTS: positiveInt(5),
  MAIL_RETRY_DELAY_MS: positiveInt(30_000),
  STORAGE_DIR: optionalText,
  STORAGE_S3_BUCKET: optionalText,
  STORAGE_S3_REGION: optionalText,
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_S3_ENDPOINT: optionalUrl(['http', 'https']),
  STORAGE_S3_FORCE_PATH_STYLE: optionalFlag(),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  /** In production the built-in test provider (test cards, no money) runs only when asked for explicitly. */
  BILLING_TEST_PROVIDER: optionalFlag(),
  BILLING_TEST_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

/** What loadConfig parses with: the fields above and the rules that span several of them. */
export const envWithRulesSchema = envSchema.check(
  // S3 settings come all together or not at all: half a configuration would quietly fall back to local disk.
  // `when` runs this rule even when other fields are wrong, so one start lists every problem.
  z.superRefine(
    (env, ctx) => {
      if (!S3_KEYS.some((key) => env[key] !== undefined)) return;
      for (const key of S3_REQUIRED.filter((required) => env[required] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other STORAGE_S3_* settings' });
      }
    },
    { when: () => true },
  ),
  // One Stripe key without the other would quietly fall back to the test provider and take no real money.
  z.superRefine(
    (env, ctx) => {
      if ((env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined)) return;
      const missing = env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'required with the other STRIPE_* setting' });
    },
    { when: () => true },
  ),
  // Without Stripe keys the built-in test provider takes test cards and grants paid plans for nothing: a
  // production deploy that forgot its keys must not start that way by accident.
  z.superRefine(
    (env, ctx) => {
      if (env.NODE_ENV !== 'production' || env.BILLING_TEST_PROVIDER === true) return;
      if (env.STRIPE_SECRET_KEY !== undefined || env.STRIPE_WEBHOOK_SECRET !== undefined) return;
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'required in production with STRIPE_WEBHOOK_SECRET (or set BILLING_TEST_PROVIDER=true for a demo that takes test cards only)',
      });
    },
    { when: () => true },
  ),
);

export type Env = z.input<typeof envSchema>;
