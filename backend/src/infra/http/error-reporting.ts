import * as Sentry from '@sentry/node';
import { API_KEY_ANYWHERE, ERROR_MONITORING } from '@trivia/contracts';

let enabled = false;

export function redact(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(API_KEY_ANYWHERE, '[redacted]');
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      ERROR_MONITORING.redactedFields.some((field) => key.toLowerCase().includes(field)) ? '[redacted]' : redact(inner),
    ]),
  );
}

/** Error monitoring is on only with a configured DSN (spec section 9). */
export function initErrorReporting(dsn: string | undefined): void {
  if (!dsn) return;
  Sentry.init({
    dsn,
    tracesSampleRate: ERROR_MONITORING.tracesSampleRate,
    beforeSend: (event) => redact(event) as typeof event,
  });
  enabled = true;
}

export function reportError(error: unknown): void {
  if (enabled) Sentry.captureException(error);
}
