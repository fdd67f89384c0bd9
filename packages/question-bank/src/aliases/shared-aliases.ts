import { loadCountries } from '../data/countries.js';
import { normalise } from '../lib/text.js';
import { PEOPLE_ALIASES } from './people-aliases.js';

/**
 * Names a quizmaster accepts that are not ours to choose per question: one table for the whole bank, so every
 * question whose answer is "United States" accepts "USA", whichever table or generator asked it.
 */
let table: Map<string, readonly string[]> | null = null;
let countryNames: string[] | null = null;

/** Other names of countries that the datasets lack (Oxford Dictionary of English; FCDO country names). */
const COUNTRY_EXTRA_ALIASES: Record<string, readonly string[]> = {
  Netherlands: ['Holland', 'The Netherlands'],
  'United Kingdom': ['The UK', 'U.K.'],
  'United States': ['U.S.', 'U.S.A.', 'The US', 'The USA'],
  Ireland: ['Republic of Ireland', 'Eire'],
  Russia: ['Russian Federation'],
  Turkey: ['Turkiye'],
};

/**
 * A short name that is also part of another country's name names two places ("Korea", "Congo", "Guinea"): it is
 * no alias. "America" names two continents as well.
 */
const NEVER_ALIASES = new Set(['america']);

/** Whether an alias is only part of another country's name ("Korea" of North Korea, for South Korea). */
function partOfAnother(alias: string, answer: string): boolean {
  countryNames ??= loadCountries().map((c) => normalise(c.name));
  const own = normalise(answer);
  const words = normalise(alias).split(' ');
  if (NEVER_ALIASES.has(normalise(alias))) return true;
  // Only a country can be mistaken for a shorter one: "British" for an English composer names no other answer.
  if (!countryNames.includes(own)) return false;
  // "US", "UK": abbreviations, not shorter names (the US Virgin Islands are never just "US").
  if (/^[A-Z][A-Z.&]*$/.test(alias.replace(/\s/g, ''))) return false;
  return countryNames.some((name) => name !== own && words.every((w) => name.split(' ').includes(w)));
}

/** Drops the aliases that would also name something else, whoever wrote them (a table, a dataset). */
export function unambiguousAliases(answer: string, aliases: readonly string[]): string[] {
  return aliases.filter((alias) => !partOfAnother(alias, answer));
}

function buildTable(): Map<string, readonly string[]> {
  const entries = new Map<string, readonly string[]>();
  for (const country of loadCountries()) {
    const aliases = [...country.aliases, ...(COUNTRY_EXTRA_ALIASES[country.name] ?? [])];
    if (aliases.length) entries.set(normalise(country.name), aliases);
  }
  for (const [name, aliases] of Object.entries(PEOPLE_ALIASES)) {
    entries.set(normalise(name), [...(entries.get(normalise(name)) ?? []), ...aliases]);
  }
  return entries;
}

/** The shared aliases of an answer (a country's other names, a famous person's usual short name), if any. */
export function sharedAliases(answer: string): readonly string[] {
  table ??= buildTable();
  return table.get(normalise(answer)) ?? [];
}
