import { catalogueQuerySchema } from '@trivia/contracts';
import { z } from 'zod';
import { SUMMARY_COLUMNS } from './quiz-summary';

/**
 * GET /api/quizzes's query: the contract's schema, with relevance the default order when there is a search and
 * no sort was asked for (the contract's own default, newest, serves a plain browse).
 */
export const catalogueSearchQuery = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { q, sort } = raw as Record<string, unknown>;
  return typeof q === 'string' && q.trim() !== '' && sort === undefined ? { ...raw, sort: 'relevance' } : raw;
}, catalogueQuerySchema);
export type CatalogueSearch = z.output<typeof catalogueQuerySchema>;

export const FACETS = ['archetype', 'category', 'difficulty', 'length', 'audience', 'season'] as const;
export type Facet = (typeof FACETS)[number];

/** Each filter as SQL over the quizzes table: values within a filter OR-ed (ANY, overlap), filters AND-ed. */
const FILTER_SQL: Record<Facet, (param: string) => string> = {
  archetype: (p) => `archetype = ANY(${p}::text[])`,
  category: (p) => `categories && ${p}::text[]`,
  difficulty: (p) => `difficulty = ANY(${p}::text[])`,
  length: (p) => `length = ANY(${p}::int[])`,
  audience: (p) => `audience = ANY(${p}::text[])`,
  season: (p) => `season = ANY(${p}::text[])`,
};

/** What a facet counts: a column, or each element of the categories array. */
const FACET_VALUE: Record<Facet, string> = {
  archetype: 'archetype',
  category: 'unnest(categories)',
  difficulty: 'difficulty',
  length: 'length::text',
  audience: 'audience',
  season: 'season',
};

const ORDER: Record<CatalogueSearch['sort'], string> = {
  newest: 'published_at DESC, id',
  popular: 'downloads DESC, published_at DESC, id',
  // The search text is always $1 when there is one.
  relevance: `ts_rank(search, websearch_to_tsquery('english', $1)) DESC, published_at DESC, id`,
};

export interface SearchSql {
  items: { sql: string; params: unknown[] };
  /** One row per facet value and one `total` row: the counts over the filtered catalogue. */
  counts: { sql: string; params: unknown[] };
}

/**
 * The two statements of a search, sharing the filters' parameters (the search text first, as $1). A facet counts
 * over every filter but its own, so the filter controls show what choosing one more value of that filter would
 * add (the usual way, which lets a user pick several values of one filter).
 */
export function searchSql(query: CatalogueSearch): SearchSql {
  const q = query.q?.trim() ? query.q.trim() : null;
  const params: unknown[] = [];
  const clauses = new Map<Facet | 'q', string>();
  if (q) {
    params.push(q);
    clauses.set('q', `search @@ websearch_to_tsquery('english', $1)`);
  }
  for (const facet of FACETS) {
    const values = query[facet];
    if (!values?.length) continue;
    params.push(values.map(String));
    clauses.set(facet, FILTER_SQL[facet](`$${params.length}`));
  }
  const where = (except?: Facet) => {
    const parts = [...clauses].filter(([key]) => key !== except).map(([, sql]) => sql);
    return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
  };
  const sort = query.sort === 'relevance' && !q ? 'newest' : query.sort;
  const page = [query.pageSize, (query.page - 1) * query.pageSize];
  const items = `SELECT ${SUMMARY_COLUMNS} FROM quizzes ${where()}
    ORDER BY ${ORDER[sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const counts = [
    `SELECT 'total' AS facet, NULL AS value, count(*)::int AS count FROM quizzes ${where()}`,
    ...FACETS.map(
      (facet) => `SELECT '${facet}' AS facet, value, count(*)::int AS count
        FROM (SELECT ${FACET_VALUE[facet]} AS value FROM quizzes ${where(facet)}) AS v
        WHERE value IS NOT NULL GROUP BY value`,
    ),
  ].join('\nUNION ALL\n');
  return { items: { sql: items, params: [...params, ...page] }, counts: { sql: counts, params } };
}
