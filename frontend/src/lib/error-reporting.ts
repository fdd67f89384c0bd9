import type * as Sentry from '@sentry/react';
import { ERROR_MONITORING } from '@trivia/contracts';
import { redactSensitive } from './redact';

type SentryModule = typeof Sentry;

let sentry: SentryModule | null = null;

/**
 * Sentry starts only when a DSN is configured (spec section 9), and is loaded only then, so visitors of a
 * build without monitoring never download it. Until it is ready, errors go to the console.
 */
export async function initErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: ERROR_MONITORING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_MONITORING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_MONITORING.replaysOnErrorSampleRate,
    beforeSend: (event) => redactSensitive(event),
    beforeBreadcrumb: (breadcrumb) => redactSensitive(breadcrumb),
  });
  sentry = Sentry;
}

export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (sentry) {
    sentry.captureException(error, { extra: redactSensitive(context) });
    return;
  }
  console.error('Unexpected error', error, context);
}
