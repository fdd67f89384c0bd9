import { separable } from '../lib/ranked-factory.js';
import { normalise } from '../lib/text.js';
import { ORDER_ITEMS, ORDER_SEPARATOR, type GeneratedQuestion } from '../types.js';
import { MAX_ITEM_LENGTH } from '../data/ranked/dated-tables.js';

function orderReasons(q: GeneratedQuestion): string[] {
  const items = q.items ?? [];
  const reasons: string[] = [];
  if (items.length < ORDER_ITEMS.min || items.length > ORDER_ITEMS.max) {
    reasons.push(`order needs ${ORDER_ITEMS.min} to ${ORDER_ITEMS.max} items`);
  }
  if (new Set(items.map(normalise)).size !== items.length) reasons.push('order items must differ');
  if (items.some((i) => !i.trim() || i.length > MAX_ITEM_LENGTH)) {
    reasons.push(`order items must be 1 to ${MAX_ITEM_LENGTH} characters`);
  }
  if (q.answer !== items.join(ORDER_SEPARATOR)) reasons.push('order answer must be its items in order');
  const values = q.ranking?.values ?? [];
  if (values.length !== items.length || values.some((v) => !Number.isFinite(v))) {
    reasons.push('order needs a value for each item');
    return reasons;
  }
  const pairs = values.slice(1).map((v, i) => [values[i] as number, v] as const);
  const rising = pairs.every(([a, b]) => a < b);
  const falling = pairs.every(([a, b]) => a > b);
  if (!rising && !falling) reasons.push('order items must be strictly ordered by their values');
  if (pairs.some(([a, b]) => !separable(a, b, q.ranking ?? {}))) {
    reasons.push('order items too close: neighbours must be clearly apart');
  }
  return reasons;
}

/** A question of its own shape: an order's items and values, an estimate's number and unit. */
export function rankedShapeReasons(q: GeneratedQuestion): string[] {
  if (q.type === 'order') return orderReasons(q);
  const reasons: string[] = [];
  if (typeof q.value !== 'number' || !Number.isFinite(q.value)) reasons.push('estimate needs a finite value');
  if (q.unit !== undefined && !q.unit.trim()) reasons.push('estimate unit must not be blank');
  if (!q.answer.trim()) reasons.push('empty answer');
  return reasons;
}
