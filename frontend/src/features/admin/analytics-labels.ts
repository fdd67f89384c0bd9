import { ARCHETYPES, type ArchetypeId, VERTICALS, type VerticalId, formatNumber } from '@trivia/contracts';

export const gbp = (value: number) =>
  value.toLocaleString('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
export const count = (value: number) => formatNumber(value);

/** "27 Nov" for a YYYY-MM-DD day. */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const verticalLabel = (id: string) => VERTICALS[id as VerticalId]?.title ?? id;
export const archetypeLabel = (id: string) => ARCHETYPES[id as ArchetypeId]?.name ?? id;

const EVENT_LABELS: Record<string, string> = {
  developer_signup: 'Developer sign-up',
  api_tier_upgrade: 'API tier upgrade',
  api_key_created: 'API key created',
  api_docs_view: 'API docs view',
  newsletter_signup: 'Newsletter sign-up',
  seasonal_view: 'Seasonal quiz viewed',
  seasonal_download: 'Seasonal pack downloaded',
  vertical_selected: 'Audience chosen',
};
export const eventLabel = (name: string) => EVENT_LABELS[name] ?? name.replace(/_/g, ' ');

export const fileTypeLabel = (type: string) => (type === 'csv' ? 'CSV' : type === 'pdf' ? 'PDF' : type);
