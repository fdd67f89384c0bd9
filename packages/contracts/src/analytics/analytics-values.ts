/**
 * The spec's analytics value weights (section 9): each named event's worth in GBP, so the admin analytics view can
 * add up conversions by day and by vertical. Events not listed here carry no value (page views, searches).
 */
export const ANALYTICS_CURRENCY = 'GBP';

export const VALUED_EVENTS = [
  'developer_signup',
  'api_tier_upgrade',
  'api_key_created',
  'api_docs_view',
  'newsletter_signup',
  'seasonal_view',
  'seasonal_download',
  'vertical_selected',
] as const;
export type ValuedEvent = (typeof VALUED_EVENTS)[number];

/** Where a vertical was chosen: the homepage switcher (the default), the header's dropdown, the phone role modal, or auto-detect. */
export const VERTICAL_SELECTION_SOURCES = [
  'homepage_switcher',
  'header_dropdown',
  'role_modal',
  'auto_detect',
] as const;
export type VerticalSelectionSource = (typeof VERTICAL_SELECTION_SOURCES)[number];

export interface ValueContext {
  /** developer_signup: the tier signed up on ('api-free' is worth 5, any other 20). */
  tier?: string;
  /** vertical_selected: auto-detect is worth 1, a person's own choice 3. */
  selectionSource?: VerticalSelectionSource;
}

/** An event's value in GBP by the spec's weights; 0 for an event without one. */
export function analyticsValue(name: string, context: ValueContext = {}): number {
  switch (name) {
    case 'developer_signup':
      return context.tier === undefined || context.tier === 'api-free' ? 5 : 20;
    case 'api_tier_upgrade':
      return 25;
    case 'api_key_created':
      return 3;
    case 'api_docs_view':
    case 'newsletter_signup':
      return 2;
    case 'seasonal_view':
      return 3;
    case 'seasonal_download':
      return 4;
    case 'vertical_selected':
      return context.selectionSource === 'auto_detect' ? 1 : 3;
    default:
      return 0;
  }
}
