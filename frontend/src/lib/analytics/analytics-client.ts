import { ANALYTICS_CLIENT, type AnalyticsClientEvent } from '@trivia/contracts';
import { readSelectedVertical } from '../selected-vertical';
import {
  analyticsVisitorId,
  readAnalyticsConsent,
  subscribeAnalyticsConsent,
  writeAnalyticsConsent,
} from './analytics-consent';
import { AnalyticsQueue, type BatchTransport } from './analytics-queue';
import { prepareAnalyticsTransport, sendAnalyticsBatch } from './analytics-transport';

type WithoutContext<E> = E extends { name: 'page_view' } ? E : Omit<E, 'path' | 'vertical'> & Partial<E>;
/** An event as call sites write it: the page's path and the chosen audience are added here. */
export type TrackedEvent = WithoutContext<AnalyticsClientEvent>;

let queue: AnalyticsQueue | null = null;
let referrerSent = false;

function startQueue(transport: BatchTransport): AnalyticsQueue {
  const started = new AnalyticsQueue(transport, { visitorId: analyticsVisitorId });
  prepareAnalyticsTransport();
  window.setInterval(() => void started.flush(), ANALYTICS_CLIENT.flushIntervalMs);
  // The page may be closed or frozen after either: hand what is queued to the browser to deliver.
  const leaving = () => void started.flush({ keepalive: true });
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving();
  });
  subscribeAnalyticsConsent(() => {
    if (readAnalyticsConsent() !== 'granted') started.clear();
  });
  return started;
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
  queue ??= startQueue(sendAnalyticsBatch);
  const vertical = event.vertical ?? readSelectedVertical() ?? undefined;
  const full = { ...event, path: event.path ?? window.location.pathname } as AnalyticsClientEvent;
  if (vertical) full.vertical = vertical;
  queue.enqueue(full);
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
  queue?.clear();
}

/** Sends what is queued now (tests, and a page that wants its events out before navigating away). */
export function flushAnalytics(): Promise<void> {
  return queue ? queue.flush() : Promise.resolve();
}
