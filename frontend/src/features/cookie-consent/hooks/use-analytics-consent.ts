import { useSyncExternalStore } from 'react';
import { type AnalyticsConsent, readAnalyticsConsent, subscribeAnalyticsConsent } from '../../../lib/analytics';

/** The visitor's cookie choice, kept in step with every tab. */
export function useAnalyticsConsent(): AnalyticsConsent {
  return useSyncExternalStore(subscribeAnalyticsConsent, readAnalyticsConsent, () => null);
}
