import { CATEGORIES, DIFFICULTIES, QUESTION_TYPES, type CheckedQuestion } from './types.js';

/** Trivia no host reads out, kept only for the best-known countries and dog breeds, and counted apart. */
export const PADDING_TEMPLATES: ReadonlySet<string> = new Set([
  'country-dialling-code',
  'dialling-code-country',
  'domain-country',
  'country-domain',
  'olympic-code-country',
  'dog-breed-origin',
]);

export interface BankStats {
  total: number;
  /** Distinct facts: a fact asked as text and as multiple choice, or both ways round, counts once. */
  facts: number;
  factsByCategory: Record<string, number>;
  byCategory: Record<string, number>;
  byDifficulty: Record<string, number>;
  byType: Record<string, number>;
  byTypeAndDifficulty: Record<string, Record<string, number>>;
  /** Questions from the padding templates. */
  padding: number;
}

/** Totals over the questions that passed QC only: the numbers the product may show. */
export function computeStats(questions: readonly CheckedQuestion[]): BankStats {
  const passed = questions.filter((q) => q.qc.passed);
  const count = <K extends string>(keys: readonly K[], pick: (q: CheckedQuestion) => string) =>
    Object.fromEntries(keys.map((k) => [k, passed.filter((q) => pick(q) === k).length]));
  const factsIn = (pick: (q: CheckedQuestion) => boolean) => new Set(passed.filter(pick).map((q) => q.factKey)).size;
  return {
    total: passed.length,
    facts: factsIn(() => true),
    factsByCategory: Object.fromEntries(CATEGORIES.map((c) => [c.id, factsIn((q) => q.category === c.id)])),
    byCategory: count(
      CATEGORIES.map((c) => c.id),
      (q) => q.category,
    ),
    byDifficulty: count(DIFFICULTIES, (q) => q.difficulty),
    byType: count(QUESTION_TYPES, (q) => q.type),
    byTypeAndDifficulty: Object.fromEntries(
      QUESTION_TYPES.map((t) => [t, count(DIFFICULTIES, (q) => (q.type === t ? q.difficulty : ''))]),
    ),
    padding: passed.filter((q) => PADDING_TEMPLATES.has(q.templateId)).length,
  };
}
