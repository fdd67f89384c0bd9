import { ANALYTICS_CLIENT } from '@trivia/contracts';
import { analyticsVisitorId, readAnalyticsConsent, subscribeAnalyticsConsent } from './analytics-consent';
import { AnalyticsQueue } from './analytics-queue';
import { prepareAnalyticsTransport, sendAnalyticsBatch } from './analytics-transport';

/**
 * The page's one queue of analytics events, sent in batches every few seconds and handed to the browser as the page
 * goes away; emptied when the visitor withdraws consent. Loaded by analytics-client with the first event to send.
 */
export function startAnalyticsQueue(): AnalyticsQueue {
  const started = new AnalyticsQueue(sendAnalyticsBatch, { visitorId: analyticsVisitorId });
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
