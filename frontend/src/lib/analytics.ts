export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent extends AnalyticsParams {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function buildAnalyticsEvent(event: string, params: AnalyticsParams = {}): AnalyticsEvent {
  return { ...params, event };
}

/** Pushes to a tag manager's dataLayer when a page provides one; no third-party script is loaded here. */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  window.dataLayer.push(buildAnalyticsEvent(event, params));
}

export function trackPageView(path: string): void {
  track('page_view', { page_path: path });
}
