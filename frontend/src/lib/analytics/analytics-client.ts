import type { AnalyticsClientEvent } from '@trivia/contracts';
import { readSelectedVertical } from '../selected-vertical';
import { readAnalyticsConsent, writeAnalyticsConsent } from './analytics-consent';
import type { AnalyticsQueue } from './analytics-queue';

type WithoutContext<E> = E extends { name: 'page_view' } ? E : Omit<E, 'path' | 'vertical'> & Partial<E>;
/** An event as call sites write it: the page's path and the chosen audience are added here. */
export type TrackedEvent = WithoutContext<AnalyticsClientEvent>;

let referrerSent = false;
// The queue and its transport load with the first event the visitor agreed to (never, for one who has not).
let queue: AnalyticsQueue | null = null;
let loading: Promise<AnalyticsQueue | null> | null = null;

function loadQueue(): Promise<AnalyticsQueue | null> {
  loading ??= import('./analytics-sender').then(
    ({ startAnalyticsQueue }) => (queue = startAnalyticsQueue()),
    // Offline, say: analytics is never worth an error, and the next event tries again.
    () => (loading = null),
  );
  return loading;
}

/** Runs `act` on the queue now when it has loaded, else once it has (in the order calls were made). */
function withQueue(act: (started: AnalyticsQueue) => void): void {
  if (queue) act(queue);
  else void loadQueue().then((started) => started && act(started));
}

/** Where the visitor came from, as an origin, once a visit and only from another site. */
function externalReferrer(): string | undefined {
  if (referrerSent || !document.referrer) return undefined;
  referrerSent = true;
  try {
    const origin = new URL(document.referrer).origin;
    return origin !== window.location.origin && /^https?:/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Queues an event for the next batch. Before the visitor accepts analytics (and after they decline) it does
 * nothing at all: nothing is queued, stored or sent. Never throws and never waits.
 */
export function track(event: TrackedEvent): void {
  if (typeof window === 'undefined' || readAnalyticsConsent() !== 'granted') return;
  const vertical = event.vertical ?? readSelectedVertical() ?? undefined;
  const full = { ...event, path: event.path ?? window.location.pathname } as AnalyticsClientEvent;
  if (vertical) full.vertical = vertical;
  withQueue((started) => started.enqueue(full));
}

/** A page view: the path only, never the query string (it may hold a search or a token). */
export function trackPageView(pathname: string): void {
  if (readAnalyticsConsent() !== 'granted') return;
  const referrer = externalReferrer();
  track({ name: 'page_view', path: pathname, ...(referrer ? { referrer } : {}) });
}

/** "Accept analytics": remembered, and the page being read counts as the first view. */
export function acceptAnalytics(): void {
  writeAnalyticsConsent('granted');
  trackPageView(window.location.pathname);
}

/** "Essential only": remembered; anything queued and the visitor id are forgotten. */
export function declineAnalytics(): void {
  writeAnalyticsConsent('essential');
  if (queue) queue.clear();
  else void loading?.then((started) => started?.clear());
}

/** Sends what is queued now (tests, and a page that wants its events out before navigating away). */
export function flushAnalytics(): Promise<void> {
  if (queue) return queue.flush();
  return loading ? loading.then((started) => started?.flush()) : Promise.resolve();
}
