import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CatalogueResult } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { type CatalogueSearch, type Facet, FACETS, searchSql } from './catalogue-search-sql';
import { type QuizSummaryRow, toSummary } from './quiz-summary';

interface CountRow {
  facet: Facet | 'total';
  value: string | null;
  count: number;
}

/** GET /api/quizzes: full-text search, filters, sort, facets and a page, on PostgreSQL and embedded PGlite alike. */
@Injectable()
export class CatalogueSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: CatalogueSearch): Promise<CatalogueResult> {
    const sql = searchSql(query);
    // One transaction, for the planner settings (SET LOCAL) to hold for both statements and end with them.
    const { rows, counts } = await this.dataSource.transaction(async (manager) => {
      for (const setting of sql.settings) await manager.query(setting);
      const rows: QuizSummaryRow[] = await manager.query(sql.items.sql, sql.items.params);
      const counts: CountRow[] = await manager.query(sql.counts.sql, sql.counts.params);
      return { rows, counts };
    });
    const facet = (name: Facet) =>
      counts
        .filter((row) => row.facet === name && row.value !== null)
        .map((row) => ({ value: row.value!, count: row.count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      items: rows.map(toSummary),
      total: counts.find((row) => row.facet === 'total')?.count ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      facets: Object.fromEntries(FACETS.map((name) => [name, facet(name)])) as CatalogueResult['facets'],
    };
  }
}
