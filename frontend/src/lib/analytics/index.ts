export {
  acceptAnalytics,
  declineAnalytics,
  flushAnalytics,
  track,
  trackPageView,
  type TrackedEvent,
} from './analytics-client';
export { type AnalyticsConsent, readAnalyticsConsent, subscribeAnalyticsConsent } from './analytics-consent';
export { AnalyticsQueue, type BatchTransport, type SendOutcome } from './analytics-queue';
