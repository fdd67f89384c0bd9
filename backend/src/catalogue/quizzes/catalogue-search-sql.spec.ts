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
    const { counts } = searchSql(parse({ archetype: 'music', season: 'christmas' }));
    const facet = (name: string) => counts.sql.split('UNION ALL').find((part) => part.includes(`'${name}' AS facet`))!;
    expect(facet('total')).toMatch(/archetype = ANY\(\$1::text\[\]\) AND season = ANY\(\$2::text\[\]\)/);
    expect(facet('archetype')).not.toContain('archetype = ANY');
    expect(facet('archetype')).toContain('season = ANY($2::text[])');
    expect(facet('category')).toContain('unnest(categories)');
  });

  it('sorts a browse without a search by newest even when relevance is asked for', () => {
    expect(searchSql(parse({ sort: 'relevance' })).items.sql).toContain('ORDER BY published_at DESC');
    expect(searchSql(parse({ sort: 'popular' })).items.sql).toContain('ORDER BY downloads DESC');
  });
});
