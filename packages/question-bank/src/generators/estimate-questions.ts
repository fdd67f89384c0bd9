import type { FactTable } from '../data/fact-table.js';
import { LEVELS } from '../data/fact-table.js';
import { REVERSE_DATED_THEMES, YEAR_ESTIMATE_TABLES } from '../data/ranked/dated-tables.js';
import type { MeasureTable } from '../data/ranked/measure-table.js';
import { estimateQuestion } from '../lib/ranked-factory.js';
import type { GeneratedQuestion } from '../types.js';
import { COMMON_ELEMENTS, ELEMENTS_AS_OF, ELEMENTS_SOURCE, loadElements } from './elements.js';
import { UNORDERED_DISCOVERIES } from './order-questions.js';

/**
 * Discovery years a source a year or two apart could dispute (oxygen: Scheele 1771, Priestley 1774; bromine 1825
 * or 1826): fine as wrong options 20 years away, not as the value a closest guess is measured from.
 */
const DISPUTED_TO_THE_YEAR: ReadonlySet<number> = new Set([
  ...UNORDERED_DISCOVERIES,
  4,
  5,
  8,
  14,
  21,
  22,
  35,
  42,
  45,
  61,
  67,
  86,
  90,
]);

function measureEstimates(table: MeasureTable): GeneratedQuestion[] {
  const estimate = table.estimate;
  if (!estimate) return [];
  return table.rows
    .filter(([item]) => !estimate.only || estimate.only.includes(item))
    .map(([item, value, level]) =>
      estimateQuestion({
        templateId: table.id,
        subject: item,
        category: table.category,
        difficulty: estimate.difficulty?.(item, level) ?? LEVELS[level],
        source: `fact-table:${table.name}`,
        asOf: table.asOf,
        prompt: estimate.prompt(item),
        value,
        unit: estimate.unit,
        toleranceNote: estimate.toleranceNote,
        explanation: estimate.explanation?.(item, value),
        curriculum: table.curriculum,
        seasons: table.seasons,
      }),
    );
}

/** The fact key the table's own questions give a row, so a quiz never asks a fact typed and as an estimate. */
function factKeyOf(table: FactTable, subject: string, answer: string): string {
  if (table.mirrorOf) return `${table.mirrorOf}:${answer}`;
  if (table.sharesFactsWith) return `${table.sharesFactsWith}:${subject}`;
  return `${table.id}:${subject}`;
}

/** A year table's rows in its own typed wording ("In which year did the Titanic sink?"), closest year wins. */
function yearEstimates(table: FactTable): GeneratedQuestion[] {
  const text = table.text;
  if (!text) throw new Error(`${table.id}: a year table asked as estimates needs its typed wording`);
  return table.rows.flatMap(([subject, answer, level, , alsoRight]) => {
    // A row with a second right year ("1066 or 1067") has no single value to be closest to.
    if (alsoRight?.length || !/^\d{1,4}$/.test(answer)) return [];
    return [
      estimateQuestion({
        templateId: table.id,
        subject,
        category: table.category,
        difficulty: LEVELS[level],
        source: `fact-table:${table.name}`,
        asOf: table.asOf,
        prompt: text(subject),
        value: Number(answer),
        factKey: factKeyOf(table, subject, answer),
        curriculum: table.curriculum,
        seasons: table.seasons,
      }),
    ];
  });
}

/** Reverse year tables (the monarch of 1509) asked forwards: the year Henry VIII came to the throne. */
function reverseEstimates(tables: ReadonlyMap<string, FactTable>): GeneratedQuestion[] {
  return REVERSE_DATED_THEMES.flatMap((theme) => {
    const table = tables.get(theme.table);
    if (!table) throw new Error(`${theme.templateId}: no fact table ${theme.table}`);
    const seen = new Set<string>();
    return [...table.rows]
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .flatMap(([year, name, level]) => {
        // A name's first year only: Churchill first became Prime Minister in 1940.
        if (seen.has(name)) return [];
        seen.add(name);
        const item = theme.labels?.[name] ?? name;
        return [
          estimateQuestion({
            templateId: theme.table,
            subject: year,
            category: table.category,
            difficulty: LEVELS[level],
            source: `fact-table:${table.name}`,
            asOf: table.asOf,
            prompt: theme.estimatePrompt(item),
            value: Number(year),
            factKey: factKeyOf(table, year, name),
            curriculum: table.curriculum,
          }),
        ];
      });
  });
}

/** Elements whose discovery every source dates to the same year. */
function elementEstimates(): GeneratedQuestion[] {
  return loadElements()
    .filter((e) => e.year && e.number <= 103 && !DISPUTED_TO_THE_YEAR.has(e.number))
    .map((e) =>
      estimateQuestion({
        // The multiple-choice form's template and key: one fact, asked either way.
        templateId: 'element-discovery-year',
        subject: e.symbol,
        category: 'science',
        difficulty: COMMON_ELEMENTS.has(e.symbol) ? 'medium' : 'hard',
        source: ELEMENTS_SOURCE,
        asOf: ELEMENTS_AS_OF,
        prompt: `In which year was ${e.name.toLowerCase()} discovered?`,
        value: e.year as number,
      }),
    );
}

export function estimateQuestionsFrom(
  measures: readonly MeasureTable[],
  factTables: readonly FactTable[],
): GeneratedQuestion[] {
  const tables = new Map(factTables.map((t) => [t.id, t]));
  const yearTables = YEAR_ESTIMATE_TABLES.map((id) => {
    const table = tables.get(id);
    if (!table) throw new Error(`No year table ${id}`);
    return table;
  });
  return [
    ...measures.flatMap(measureEstimates),
    ...yearTables.flatMap(yearEstimates),
    ...reverseEstimates(tables),
    ...elementEstimates(),
  ];
}
