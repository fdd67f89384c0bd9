import { FACT_TABLES } from '../data/all-tables.js';
import { loadCountries } from '../data/countries.js';
import { MEASURE_TABLES } from '../data/ranked/index.js';
import type { GeneratedQuestion } from '../types.js';

/** Names taken from the datasets themselves, so the dictionary does not reject Ouagadougou or Weimaraner. */
export function properNouns(questions: readonly GeneratedQuestion[]): string[] {
  const names: string[] = [];
  for (const c of loadCountries()) {
    names.push(c.name, ...c.aliases, c.capital ?? '', ...c.capitalAliases, c.demonym ?? '', ...c.demonymAliases);
    names.push(c.currencyName ?? '');
  }
  for (const table of FACT_TABLES) {
    names.push(...(table.words ?? []), ...(table.extraDistractors ?? []));
    for (const [subject, answer, , aliases] of table.rows) {
      names.push(answer, ...(aliases ?? []));
      if (table.namedSubjects) names.push(subject);
    }
  }
  // Hand-written measures name mountains, rivers and buildings.
  for (const table of MEASURE_TABLES) names.push(...table.rows.map(([item]) => item));
  // Dataset answers (element names, breed origins) and breed names in dataset-driven templates.
  for (const q of questions) {
    // The names in an order question's items (Becket, Lindisfarne); its ordinary words are still checked.
    for (const item of q.items ?? []) names.push(...item.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)));
    if (q.source.startsWith('fact-table:')) continue;
    names.push(q.answer, ...(q.options ?? []));
    if (q.templateId === 'dog-breed-origin') names.push(q.subject);
  }
  return names.filter(Boolean);
}
