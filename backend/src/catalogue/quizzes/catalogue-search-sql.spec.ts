import { catalogueSearchQuery, searchSql } from './catalogue-search-sql';

const parse = (query: Record<string, unknown>) => catalogueSearchQuery.parse(query);

describe('catalogue search', () => {
  it('orders a search by relevance unless a sort is asked for, and a browse by newest', () => {
    expect(parse({ q: 'pyramids' }).sort).toBe('relevance');
    expect(parse({ q: 'pyramids', sort: 'popular' }).sort).toBe('popular');
    expect(parse({ q: '   ' }).sort).toBe('newest');
    expect(parse({}).sort).toBe('newest');
  });

  it('refuses what the contract refuses', () => {
    expect(catalogueSearchQuery.safeParse({ length: '40' }).success).toBe(false);
    expect(catalogueSearchQuery.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('binds the search text and every filter as parameters, never into the SQL', () => {
    const sql = searchSql(
      parse({ q: "o'clock", archetype: ['music', 'sport'], length: '30', page: '3', pageSize: '10' }),
    );
    expect(sql.items.params).toEqual(["o'clock", ['music', 'sport'], ['30'], 10, 20]);
    expect(sql.counts.params).toEqual(["o'clock", ['music', 'sport'], ['30']]);
    expect(sql.items.sql).not.toContain('clock');
    expect(sql.items.sql).toContain('ORDER BY ts_rank');
    expect(sql.items.sql).toContain('LIMIT $4 OFFSET $5');
  });

  it('ANDs filters, and counts each facet over every filter but its own', () => {
    const { items, counts } = searchSql(parse({ archetype: 'music', season: 'christmas' }));
    expect(items.sql).toMatch(/WHERE archetype = ANY\(\$1::text\[\]\) AND season = ANY\(\$2::text\[\]\)/);
    // Read once: the quizzes failing at most one of the filters, each filter's outcome a column.
    expect(counts.sql).toContain('coalesce(archetype = ANY($1::text[]), false) AS ok_archetype');
    expect(counts.sql).toMatch(/\(CASE WHEN archetype = ANY\(\$1::text\[\]\) THEN 0 ELSE 1 END\) \+ .* <= 1/);
    expect(counts.sql).toContain('WHEN GROUPING(archetype) = 0 THEN count(*) FILTER (WHERE ok_season)');
    expect(counts.sql).toContain('WHEN GROUPING(season) = 0 THEN count(*) FILTER (WHERE ok_archetype)');
    expect(counts.sql).toContain('ELSE count(*) FILTER (WHERE ok_archetype AND ok_season)');
    expect(counts.sql).toContain('unnest(categories)');
  });

  it("leaves members' own builder quizzes out of the page and the counts", () => {
    for (const query of [{}, { q: 'pyramids', archetype: 'music' }]) {
      const { items, counts } = searchSql(parse(query));
      expect(items.sql).toMatch(/FROM quizzes WHERE (.* AND )?owner_id IS NULL/);
      expect(counts.sql).toMatch(/FROM quizzes WHERE (.* AND )?owner_id IS NULL/);
    }
  });

  it('keeps a search on the text index, and a browse free to scan', () => {
    expect(searchSql(parse({ q: 'pyramids' })).settings).toEqual(['SET LOCAL enable_seqscan = off']);
    expect(searchSql(parse({ archetype: 'music' })).settings).toEqual([]);
  });

  it('sorts a browse without a search by newest even when relevance is asked for', () => {
    expect(searchSql(parse({ sort: 'relevance' })).items.sql).toContain('ORDER BY published_at DESC');
    expect(searchSql(parse({ sort: 'popular' })).items.sql).toContain('ORDER BY downloads DESC');
  });
});
