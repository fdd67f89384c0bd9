import { z } from 'zod';

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

/** Every setting the backend reads, validated once at boot (STYLE point 6). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
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
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(30),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100),
  REGISTRATIONS_PER_HOUR: positiveInt(60),
  SOCKET_CONNECTIONS_PER_MINUTE: positiveInt(120),
  SESSION_TTL_DAYS: positiveInt(14),
});

export type Env = z.input<typeof envSchema>;
