import { COUNTRIES_AS_OF, loadCountries, WORLD_COUNTRIES_SOURCE } from '../data/countries.js';
import type { FactTable } from '../data/fact-table.js';
import { AREA_AGREEMENT, FACTBOOK_AREAS } from '../data/ranked/country-areas.js';
import {
  DATED_ORDER_THEMES,
  MAX_ITEM_LENGTH,
  REVERSE_DATED_THEMES,
  type DatedOrderTheme,
} from '../data/ranked/dated-tables.js';
import type { MeasureTable } from '../data/ranked/measure-table.js';
import { groupDigits, orderQuestions, type OrderTheme, type RankedItem } from '../lib/ranked-factory.js';
import type { GeneratedQuestion } from '../types.js';
import { COMMON_ELEMENTS, DOUBTFUL_YEARS, ELEMENTS_AS_OF, ELEMENTS_SOURCE, loadElements } from './elements.js';

/** Discovery years too far out in the dataset (ruthenium 1827 for 1844, vanadium 1803 for 1830…) to order by. */
export const UNORDERED_DISCOVERIES: ReadonlySet<number> = new Set([...DOUBTFUL_YEARS, 2, 12, 23, 38, 44, 56, 62, 91]);

function measureTheme(table: MeasureTable): OrderTheme | undefined {
  const order = table.order;
  if (!order) return undefined;
  return {
    templateId: `${table.id}-order`,
    category: table.category,
    source: `fact-table:${table.name}`,
    asOf: table.asOf,
    prompt: order.prompt,
    items: table.rows.map(([label, value, level]) => ({ label, value, level })),
    descending: order.descending,
    minGap: order.minGap,
    minRatio: order.minRatio,
    describe: (item) => order.describe(item.label, item.value),
    count: order.count,
    sizes: order.sizes,
    curriculum: table.curriculum,
    seasons: table.seasons,
  };
}

function elementThemes(): OrderTheme[] {
  const all = loadElements();
  const level = (symbol: string, number: number) => (COMMON_ELEMENTS.has(symbol) ? 'e' : number <= 56 ? 'm' : 'h');
  const base = {
    category: 'science' as const,
    source: ELEMENTS_SOURCE,
    asOf: ELEMENTS_AS_OF,
    curriculum: { subject: 'science' as const, levels: ['gcse' as const] },
  };
  const byNumber: RankedItem[] = all
    .filter((e) => e.number <= 92)
    .map((e) => ({ label: e.name, value: e.number, level: level(e.symbol, e.number) }));
  const byYear: RankedItem[] = all
    .filter((e) => e.year && e.number <= 103 && !UNORDERED_DISCOVERIES.has(e.number))
    .map((e) => ({ label: e.name, value: e.year as number, level: COMMON_ELEMENTS.has(e.symbol) ? 'm' : 'h' }));
  return [
    {
      ...base,
      templateId: 'element-number-order',
      prompt: 'Put these elements in order of atomic number, lowest first.',
      items: byNumber,
      minGap: 3,
      describe: (i) => `${i.label}, ${i.value}`,
      count: 45,
      sizes: [4, 4, 5, 3],
    },
    {
      ...base,
      templateId: 'element-discovery-order',
      prompt: 'Put these elements in order of their discovery, earliest first.',
      items: byYear,
      // Twenty years apart: discovery and isolation can be a few years apart, and sources date either.
      minGap: 20,
      describe: (i) => `${i.label}, ${i.value}`,
      count: 20,
      sizes: [4, 3],
    },
  ];
}

/**
 * Countries by area: the well-known and fairly well-known, whose world-countries area agrees with the Factbook's,
 * and at least one and a half times apart in a question.
 */
function countryAreaTheme(): OrderTheme {
  const items: RankedItem[] = loadCountries().flatMap((c) => {
    const check = FACTBOOK_AREAS[c.code];
    if (!c.area || !check || !c.independent || c.fame === 'obscure') return [];
    if (Math.abs(c.area - check) / check > AREA_AGREEMENT) return [];
    return [{ label: c.name, value: c.area, level: c.fame === 'well-known' ? 'e' : 'm' }];
  });
  return {
    templateId: 'country-area-order',
    category: 'world-geography',
    source: `${WORLD_COUNTRIES_SOURCE}; CIA World Factbook`,
    asOf: COUNTRIES_AS_OF,
    prompt: 'Put these countries in order of area, largest first.',
    items,
    descending: true,
    minRatio: 1.5,
    describe: (i) => `${i.label}, about ${groupDigits(Math.round(i.value / 1000) * 1000 || i.value)} km²`,
    count: 40,
    sizes: [4, 4, 5, 3],
    curriculum: { subject: 'geography', levels: ['gcse'] },
  };
}

const LEVEL = (level: string): RankedItem['level'] => (level === 'e' || level === 'm' ? level : 'h');

/** One theme over several year tables: each table row whose subject has a label, dated by the table. */
function datedTheme(theme: DatedOrderTheme, tables: ReadonlyMap<string, FactTable>): OrderTheme {
  const used = theme.tables.map((id) => {
    const table = tables.get(id);
    if (!table) throw new Error(`${theme.templateId}: no fact table ${id}`);
    return table;
  });
  const items: RankedItem[] = used.flatMap((table) =>
    table.rows.flatMap(([subject, answer, level, , alsoRight]) => {
      const label = theme.label(table.id, subject);
      if (!label || label.length > MAX_ITEM_LENGTH || alsoRight?.length) return [];
      return [{ label, value: Number(answer), level: LEVEL(level) }];
    }),
  );
  const first = used[0] as FactTable;
  return {
    templateId: theme.templateId,
    category: first.category,
    source: `fact-table:${[...new Set(used.map((t) => t.name))].join('+')}`,
    asOf: used.map((t) => t.asOf).sort()[0] as string,
    prompt: theme.prompt,
    items,
    minGap: theme.minGap,
    describe: (i) => `${i.label}, ${i.value}`,
    count: theme.count,
    sizes: theme.sizes,
    curriculum: first.curriculum,
    seasons: first.seasons,
  };
}

/** The reverse year tables (monarchs by accession), each name by its first year. */
function reverseThemes(tables: ReadonlyMap<string, FactTable>): OrderTheme[] {
  return REVERSE_DATED_THEMES.map((theme) => {
    const table = tables.get(theme.table);
    if (!table) throw new Error(`${theme.templateId}: no fact table ${theme.table}`);
    const firstYear = new Map<string, RankedItem>();
    for (const [year, name, level] of [...table.rows].sort((a, b) => Number(a[0]) - Number(b[0]))) {
      const label = theme.labels?.[name] ?? name;
      if (!firstYear.has(label)) firstYear.set(label, { label, value: Number(year), level: LEVEL(level) });
    }
    return {
      templateId: theme.templateId,
      category: table.category,
      source: `fact-table:${table.name}`,
      asOf: table.asOf,
      prompt: theme.prompt,
      items: [...firstYear.values()],
      minGap: theme.minGap,
      describe: (i) => `${i.label}, ${i.value}`,
      count: theme.count,
      sizes: theme.sizes,
      curriculum: table.curriculum,
    };
  });
}

/** Every order theme: hand-written measures, the periodic table, countries' areas and the year tables. */
export function orderThemes(measures: readonly MeasureTable[], factTables: readonly FactTable[]): OrderTheme[] {
  const tables = new Map(factTables.map((t) => [t.id, t]));
  return [
    ...measures.flatMap((m) => measureTheme(m) ?? []),
    ...elementThemes(),
    countryAreaTheme(),
    ...DATED_ORDER_THEMES.map((theme) => datedTheme(theme, tables)),
    ...reverseThemes(tables),
  ];
}

export function orderQuestionsFrom(
  measures: readonly MeasureTable[],
  factTables: readonly FactTable[],
): GeneratedQuestion[] {
  return orderThemes(measures, factTables).flatMap(orderQuestions);
}
