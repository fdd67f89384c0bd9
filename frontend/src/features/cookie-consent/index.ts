export { CookieConsentBanner } from './components/cookie-consent-banner';
export { CookieSettings } from './components/cookie-settings';
export { useAnalyticsConsent } from './hooks/use-analytics-consent';
