import {
  ANALYTICS_CURRENCY,
  type AnalyticsBatchParsed,
  analyticsValue,
  VERTICAL_IDS,
  VERTICAL_SELECTION_SOURCES,
  type VerticalSelectionSource,
} from '@trivia/contracts';
import type { AnalyticsEventEntity } from './analytics-event.entity';

export type AnalyticsRow = Pick<
  AnalyticsEventEntity,
  'name' | 'userId' | 'properties' | 'valuePence' | 'vertical' | 'visitorId' | 'path' | 'origin'
>;

type BrowserEvent = AnalyticsBatchParsed['events'][number];

const toPence = (gbp: number) => Math.round(gbp * 100);

const isVertical = (value: unknown): value is string =>
  typeof value === 'string' && (VERTICAL_IDS as readonly string[]).includes(value);

const selectionSourceOf = (value: unknown): VerticalSelectionSource | undefined =>
  (VERTICAL_SELECTION_SOURCES as readonly unknown[]).includes(value) ? (value as VerticalSelectionSource) : undefined;

/**
 * The value of an event the server recorded itself. A caller that already worked the value out (by the same
 * weights) passes it as `properties.value`; otherwise it comes from the event's name and context.
 */
export function serverEventValue(name: string, properties: Record<string, unknown>): number {
  const given = properties.value;
  if (typeof given === 'number' && Number.isFinite(given) && given >= 0) return given;
  return analyticsValue(name, {
    tier: typeof properties.tier === 'string' ? properties.tier : undefined,
    selectionSource: selectionSourceOf(properties.selection_source ?? properties.source),
  });
}

/** A row for an event the server saw (a download, a sign-up, a member's vertical choice). */
export function serverEventRow(name: string, userId: string | null, properties: Record<string, unknown>): AnalyticsRow {
  const value = serverEventValue(name, properties);
  return {
    name,
    userId,
    properties: value > 0 ? { ...properties, value, currency: ANALYTICS_CURRENCY } : properties,
    valuePence: toPence(value),
    vertical: isVertical(properties.vertical) ? properties.vertical : null,
    visitorId: null,
    path: null,
    origin: 'server',
  };
}

export interface BrowserIdentity {
  userId: string | null;
  visitorId: string | null;
}

/**
 * A row for an event from a browser's batch. The value is always the server's: the browser's schema has no
 * value field, so a page cannot claim one.
 */
export function browserEventRow(event: BrowserEvent, who: BrowserIdentity): AnalyticsRow {
  const { name, path, vertical, ...fields } = event;
  const selectionSource = 'selection_source' in event ? event.selection_source : undefined;
  const value = analyticsValue(name, { selectionSource });
  const properties: Record<string, unknown> = { ...fields };
  if (value > 0) Object.assign(properties, { value, currency: ANALYTICS_CURRENCY });
  return {
    name,
    userId: who.userId,
    properties,
    valuePence: toPence(value),
    vertical: vertical ?? null,
    visitorId: who.visitorId,
    path: path ?? null,
    origin: 'browser',
  };
}
