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
/** The facets of one value per quiz (a column); the category facet counts each element of an array instead. */
const COLUMN_FACETS = ['archetype', 'difficulty', 'length', 'audience', 'season'] as const;
type ColumnFacet = (typeof COLUMN_FACETS)[number];

/** Each filter as SQL over the quizzes table: values within a filter OR-ed (ANY, overlap), filters AND-ed. */
const FILTER_SQL: Record<Facet, (param: string) => string> = {
  archetype: (p) => `archetype = ANY(${p}::text[])`,
  category: (p) => `categories && ${p}::text[]`,
  difficulty: (p) => `difficulty = ANY(${p}::text[])`,
  length: (p) => `length = ANY(${p}::int[])`,
  audience: (p) => `audience = ANY(${p}::text[])`,
  season: (p) => `season = ANY(${p}::text[])`,
};

/** What a column facet counts (the category facet counts `unnest(categories)`). */
const FACET_VALUE: Record<ColumnFacet, string> = {
  archetype: 'archetype',
  difficulty: 'difficulty',
  length: 'length::text',
  audience: 'audience',
  season: 'season',
};

/** Members' own builder quizzes are private: the catalogue is the quizzes nobody owns. */
export const PUBLISHED_ONLY = 'owner_id IS NULL';

/** The search text is always $1 when there is one. */
const RANK = `ts_rank(search, websearch_to_tsquery('english', $1))`;

/** A sort over the quizzes table; `rank` is how the relevance is written where the order is applied. */
const ORDER: Record<CatalogueSearch['sort'], (rank: string) => string> = {
  newest: () => 'published_at DESC, id',
  popular: () => 'downloads DESC, published_at DESC, id',
  relevance: (rank) => `${rank} DESC, published_at DESC, id`,
};

export interface SearchSql {
  /**
   * Planner settings for the transaction both statements run in (SET LOCAL). With a search text, no sequential
   * scan: the planner prices reading a quiz's TOASTed tsvector as nothing, so for a common word it would scan
   * every row and detoast each one to test it, where the GIN index answers without reading any.
   */
  settings: string[];
  items: { sql: string; params: unknown[] };
  /** One row per facet value and one `total` row: the counts over the filtered catalogue. */
  counts: { sql: string; params: unknown[] };
}

/**
 * The statements of a search, sharing the filters' parameters (the search text first, as $1). A facet counts over
 * every filter but its own, so the filter controls show what choosing one more value of that filter would add
 * (the usual way, which lets a user pick several values of one filter).
 * - items: the page's ids in the asked order (ranking needs every match's tsvector, nothing else does), then the
 *   summary columns of those ids only;
 * - counts: the quizzes that fail at most one filter, read once, then one grouping-sets pass for the total and the
 *   column facets, each counting with a FILTER of every filter but its own, and one pass unnesting categories.
 * Scans of the quizzes table read small rows: see the catalogue-search-storage migration.
 */
export function searchSql(query: CatalogueSearch): SearchSql {
  const q = query.q?.trim() ? query.q.trim() : null;
  const params: unknown[] = [];
  if (q) params.push(q);
  const filters = new Map<Facet, string>();
  for (const facet of FACETS) {
    const values = query[facet];
    if (!values?.length) continue;
    params.push(values.map(String));
    filters.set(facet, FILTER_SQL[facet](`$${params.length}`));
  }
  const text = q ? `search @@ websearch_to_tsquery('english', $1)` : null;
  return {
    settings: text ? ['SET LOCAL enable_seqscan = off'] : [],
    items: itemsSql(query, text, and([...filters.values()]), params),
    counts: countsSql(text, filters, params),
  };
}

function and(parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => part !== null);
  return present.length ? present.join(' AND ') : null;
}

const where = (condition: string | null) => (condition ? `WHERE ${condition}` : '');

function itemsSql(query: CatalogueSearch, text: string | null, filters: string | null, params: unknown[]) {
  const sort = query.sort === 'relevance' && !text ? 'newest' : query.sort;
  const rank = sort === 'relevance' ? `, ${RANK} AS page_rank` : '';
  const page = [query.pageSize, (query.page - 1) * query.pageSize];
  const sql = `SELECT ${SUMMARY_COLUMNS}
    FROM (SELECT id AS page_id${rank} FROM quizzes ${where(and([text, filters, PUBLISHED_ONLY]))}
          ORDER BY ${ORDER[sort](RANK)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS page
    JOIN quizzes ON quizzes.id = page.page_id
    ORDER BY ${ORDER[sort]('page_rank')}`;
  return { sql, params: [...params, ...page] };
}

function countsSql(text: string | null, filters: Map<Facet, string>, params: unknown[]) {
  const active = [...filters.keys()];
  const ok = (facet: Facet) => `ok_${facet}`;
  /** Every filter but `except` holds (null when there is none to check). */
  const okBut = (except?: Facet) => and(active.filter((facet) => facet !== except).map(ok));
  const counted = (condition: string | null) => (condition ? `count(*) FILTER (WHERE ${condition})` : 'count(*)');
  // Only a quiz failing at most one filter counts anywhere (a failing one is counted by that filter's facet).
  const atMostOneFails =
    active.length > 1
      ? `(${active.map((facet) => `(CASE WHEN ${filters.get(facet)} THEN 0 ELSE 1 END)`).join(' + ')}) <= 1`
      : null;
  const grouped = (facet: ColumnFacet) => `GROUPING(${facet}) = 0`;
  const columns = `SELECT CASE ${COLUMN_FACETS.map((f) => `WHEN ${grouped(f)} THEN '${f}'`).join(' ')} ELSE 'total' END AS facet,
        CASE ${COLUMN_FACETS.map((f) => `WHEN ${grouped(f)} THEN ${FACET_VALUE[f]}`).join(' ')} END AS value,
        (CASE ${COLUMN_FACETS.map((f) => `WHEN ${grouped(f)} THEN ${counted(okBut(f))}`).join(' ')}
         ELSE ${counted(okBut())} END)::int AS count
      FROM matched ${where(filters.has('category') ? ok('category') : null)}
      GROUP BY GROUPING SETS ((), ${COLUMN_FACETS.map((f) => `(${f})`).join(', ')})`;
  const categories = `SELECT 'category' AS facet, value, count(*)::int AS count
      FROM (SELECT unnest(categories) AS value FROM matched ${where(okBut('category'))}) AS v
      GROUP BY value`;
  // A search reads its matches once (a phrase rechecks each candidate's tsvector); a browse scans the small heap
  // twice rather than copying all of it aside.
  const sql = `WITH matched AS ${text ? '' : 'NOT '}MATERIALIZED (
      SELECT archetype, difficulty, length, audience, season, categories${active.map((f) => `, coalesce(${filters.get(f)}, false) AS ${ok(f)}`).join('')}
      FROM quizzes ${where(and([text, atMostOneFails, PUBLISHED_ONLY]))})
    SELECT facet, value, count FROM (${columns}\nUNION ALL\n${categories}) AS counts
    WHERE facet = 'total' OR (value IS NOT NULL AND count > 0)`;
  return { sql, params };
}
