import { STORAGE_KEYS, VERTICAL_IDS, type VerticalId } from '@trivia/contracts';
import { readStorage } from './storage';

/**
 * The audience this browser chose (kept across visits), or null. A plain list check, not the zod schema: it runs on
 * every page's first render and in the analytics client (issue 16's JavaScript budget).
 */
export function readSelectedVertical(): VerticalId | null {
  const stored = readStorage(STORAGE_KEYS.selectedVertical);
  return VERTICAL_IDS.find((id) => id === stored) ?? null;
}
