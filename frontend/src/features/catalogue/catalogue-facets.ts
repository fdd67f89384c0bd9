import {
  ARCHETYPE_IDS,
  QUIZ_AUDIENCES,
  QUIZ_DIFFICULTIES,
  QUIZ_LENGTHS,
  QUIZ_SEASONS,
  type CatalogueResult,
} from '@trivia/contracts';
import type { FilterKey } from './catalogue-search-state';
import { filterValueLabel } from './quiz-labels';

export interface FacetOption {
  value: string;
  label: string;
  /** Quizzes of the current result with this value. */
  count: number;
  selected: boolean;
}

/** The order each filter lists its values in; categories (an open list) go alphabetically by name. */
const FIXED_ORDER: Partial<Record<FilterKey, readonly string[]>> = {
  archetype: ARCHETYPE_IDS,
  difficulty: QUIZ_DIFFICULTIES,
  length: QUIZ_LENGTHS.map(String),
  audience: QUIZ_AUDIENCES,
  season: QUIZ_SEASONS,
};

let collator: Intl.Collator | undefined;
/** Names in British alphabetical order, with one collator made on first use (not one per comparison). */
const byName = (a: string, b: string) => (collator ??= new Intl.Collator('en-GB')).compare(a, b);

/**
 * One filter's choices with the server's counts. A value the visitor selected stays listed even when nothing
 * matches it any more (count 0), so it can still be switched off.
 */
export function facetOptions(
  key: FilterKey,
  facets: CatalogueResult['facets'] | undefined,
  selected: readonly string[],
): FacetOption[] {
  const counts = new Map((facets?.[key] ?? []).map(({ value, count }) => [value, count]));
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  const options = [...counts].map(([value, count]) => ({
    value,
    label: filterValueLabel(key, value),
    count,
    selected: selected.includes(value),
  }));
  const order = FIXED_ORDER[key];
  const rank = (value: string) => (order ? order.indexOf(value) : -1);
  return options.sort((a, b) => rank(a.value) - rank(b.value) || byName(a.label, b.label));
}
