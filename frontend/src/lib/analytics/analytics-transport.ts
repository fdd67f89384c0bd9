import type { AnalyticsBatch } from '@trivia/contracts';
import { fetchCsrfToken } from '../api-client';
import type { SendOutcome } from './analytics-queue';

const EVENTS_PATH = '/api/analytics/events';

let csrfToken: string | null = null;

/** Analytics never complains: without a token the batch waits for the next try. */
const freshCsrfToken = () => fetchCsrfToken().catch(() => null);

/**
 * POSTs a batch with the CSRF token every form sends. The token is fetched ahead of time, so a send as the page
 * goes away (fetch keepalive: unlike sendBeacon it can carry the header) needs no extra round trip.
 */
export async function sendAnalyticsBatch(
  batch: AnalyticsBatch,
  { keepalive }: { keepalive: boolean },
): Promise<SendOutcome> {
  try {
    if (!csrfToken && !keepalive) csrfToken = await freshCsrfToken();
    const response = await fetch(EVENTS_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive,
      headers: { 'Content-Type': 'application/json', ...(csrfToken ? { 'CSRF-Token': csrfToken } : {}) },
      body: JSON.stringify(batch),
    });
    if (response.ok) return 'sent';
    // A stale token (after logging out, say): fetch a new one before the next try.
    if (response.status === 403) csrfToken = null;
    return response.status === 400 ? 'drop' : 'retry';
  } catch {
    return 'retry';
  }
}

/** Fetches the token early, so the first send as a page closes can carry it. */
export function prepareAnalyticsTransport(): void {
  if (csrfToken) return;
  freshCsrfToken()
    .then((token) => {
      csrfToken = token;
    })
    .catch(() => undefined);
}
